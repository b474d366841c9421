import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { matchesRemotePattern, type RemoteImagePattern } from "../../../contracts/remote-image-patterns";
import { fileInside } from "../../http/inside-folder";
import { artworkFile, IMAGE_ROUTE } from "../artwork";

/**
 * Where the optimiser's sources come from: the site's own image files and
 * image service, or a photo of an allow-listed host. Nothing else is ever
 * read or fetched, so the address cannot reach another host or file. A
 * remote photo is fetched only when its bytes are read, which the optimiser
 * does in its bounded queue (route.ts): 40 photos of 14 MB asked at once were
 * all fetched in parallel before it, and the server grew by 480 MB.
 */

export interface ImageSource {
  /**
   * SHA-256 of the source's bytes, when known without reading them (a local file's, or a remote photo's
   * fetched within the hour): the cache's key, so a changed source is never answered stale.
   */
  hash: string | undefined;
  /** The source as the allow-list reads it: what the optimiser's queue knows it by while its hash is unknown. */
  address: string;
  svg: boolean;
  /** A local file, relative to the build (so an SVG can be sent as it is). */
  relative?: string;
  /** The bytes and their hash; a RemotePhotoUnavailableError when the host gives no photo. */
  read(): Promise<{ bytes: Buffer; hash: string }>;
}

export type SourceLookup = { found: ImageSource } | { refused: "not-allowed" | "not-found" };

/** The photo host answered no photo: another status, another type, too large, too slow, a redirect. */
export class RemotePhotoUnavailableError extends Error {}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const REMOTE_TYPES = /^image\/(jpeg|png|webp|avif|gif)\b/i;
/** A photo larger than this is not one the site shows. */
const MAX_REMOTE_BYTES = 15 * 1024 * 1024;
const REMOTE_TIMEOUT_MS = 8_000;
/** How long a remote photo's hash is trusted before the host is asked again. */
const REMOTE_HASH_TTL_MS = 60 * 60 * 1000;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export class ImageSources {
  /** Hashes of local files by path, valid while their size and modification time stay. */
  /**
   * A promise, so the requests that arrive together for one file share one read and one hash: a flood
   * of 50 optimisations of a large photo otherwise read and hashed it 50 times on the event loop
   * (a page waited 260–340 ms behind them, against 90–130 ms behind 50 refused requests).
   */
  private readonly localHashes = new Map<string, { mtimeMs: number; size: number; hash: Promise<string> }>();
  private readonly remoteHashes = new Map<string, { hash: string; at: number }>();

  constructor(
    private readonly publicDir: string,
    private readonly remotePatterns: readonly RemoteImagePattern[],
  ) {}

  async find(address: string): Promise<SourceLookup> {
    if (/^https?:/i.test(address)) {
      if (!matchesRemotePattern(address, this.remotePatterns)) return { refused: "not-allowed" };
      return { found: this.remote(photoAddress(address)) };
    }
    const file = await this.localFile(address);
    return file ? { found: await this.local(file) } : { refused: "not-found" };
  }

  /** An image of the image service, or an image file of the build. */
  private async localFile(sitePath: string): Promise<string | undefined> {
    const { pathname } = new URL(sitePath, "http://site.invalid");
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const image = IMAGE_ROUTE.exec(decoded);
    if (image) return artworkFile(path.join(this.publicDir, "artwork"), image.groups?.id ?? "");
    if (!IMAGE_FILE.test(decoded)) return undefined;
    const file = fileInside(this.publicDir, decoded);
    try {
      return file && (await stat(file)).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  }

  private async local(file: string): Promise<ImageSource> {
    const { mtimeMs, size } = await stat(file);
    let known = this.localHashes.get(file);
    if (!known || known.mtimeMs !== mtimeMs || known.size !== size) {
      const hash = readFile(file).then(sha256);
      known = { mtimeMs, size, hash };
      this.localHashes.set(file, known);
      // A failed read is not remembered: the next request reads again.
      hash.catch(() => {
        if (this.localHashes.get(file)?.hash === hash) this.localHashes.delete(file);
      });
    }
    const relative = path.relative(this.publicDir, file).split(path.sep).join("/");
    const hash = await known.hash;
    return {
      hash,
      address: `/${relative}`,
      svg: file.toLowerCase().endsWith(".svg"),
      relative,
      read: async () => ({ bytes: await readFile(file), hash }),
    };
  }

  /** A photo of an allow-listed host: its hash from the last fetch within the hour, else unknown until read. */
  private remote(address: string): ImageSource {
    const known = this.remoteHashes.get(address);
    return {
      hash: known && Date.now() - known.at < REMOTE_HASH_TTL_MS ? known.hash : undefined,
      address,
      svg: false,
      read: async () => {
        const bytes = await fetchPhoto(address);
        if (!bytes) throw new RemotePhotoUnavailableError(`no photo at ${address}`);
        const hash = sha256(bytes);
        this.remoteHashes.set(address, { hash, at: Date.now() });
        return { bytes, hash };
      },
    };
  }
}

/**
 * The address the allow-list judged, and nothing it did not: its protocol,
 * host, port and path. The query and the fragment are no part of a pattern,
 * so they are no part of the source either (photo.jpg?n=1 and photo.jpg?n=2
 * were two fetches and two cache entries of one photo, which let a flood
 * defeat the cache); the address fetched is this one.
 */
export function photoAddress(address: string): string {
  const url = new URL(address);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/** The photo at an allow-listed address, or undefined: no redirects (they could lead anywhere), a bounded size and time. */
async function fetchPhoto(address: string): Promise<Buffer | undefined> {
  try {
    const response = await fetch(address, { redirect: "error", signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (response.status !== 200 || !REMOTE_TYPES.test(response.headers.get("content-type") ?? "")) {
      await response.body?.cancel();
      return undefined;
    }
    if (Number(response.headers.get("content-length") ?? 0) > MAX_REMOTE_BYTES) {
      await response.body?.cancel();
      return undefined;
    }
    const reader = response.body?.getReader();
    if (!reader) return undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > MAX_REMOTE_BYTES) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(Buffer.from(read.value));
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}
