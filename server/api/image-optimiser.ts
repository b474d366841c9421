import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_OPTIMISER_PATH,
  optimisationQuerySchema,
} from "../../contracts/image-optimisation";
import { resolveInside } from "../static-files";
import { artworkFile, IMAGE_ROUTE } from "./artwork";
import { type ApiRoute, sendText } from "./router";

/**
 * The image-optimisation address (source spec §7: parameters url, w and q):
 * a resized copy of one of the site's own images, as WebP when the browser
 * takes it and PNG otherwise. `url` must be a path of this site (the built
 * files or the image service); anything else is a 400, never a fetch, so the
 * address cannot be used to reach another host.
 */

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** Beyond this the source is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Resized copies kept in memory, most recent last. */
const CACHE_SIZE = 120;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a site path names: an image of the image service, or an image file of the build. */
async function sourceFile(publicDir: string, sitePath: string): Promise<string | undefined> {
  const { pathname } = new URL(sitePath, "http://site.invalid");
  const image = IMAGE_ROUTE.exec(pathname);
  if (image) {
    let id: string;
    try {
      id = decodeURIComponent(image.groups?.id ?? "");
    } catch {
      return undefined;
    }
    return artworkFile(path.join(publicDir, "artwork"), id);
  }
  if (!IMAGE_FILE.test(pathname)) return undefined;
  const file = resolveInside(path.resolve(publicDir), pathname);
  return file && (await isFile(file)) ? file : undefined;
}

async function resize(file: string, width: number, quality: number, webp: boolean): Promise<Buffer> {
  const input = await readFile(file);
  const { format, width: intrinsic } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const vector = format === "svg";
  // A drawing is rendered at the density that gives the asked width; a photo is never enlarged.
  const density = vector && intrinsic ? Math.min(2400, Math.max(1, (72 * width) / intrinsic)) : undefined;
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) }).resize({
    width,
    withoutEnlargement: !vector,
  });
  return webp ? image.webp({ quality }).toBuffer() : image.png({ quality }).toBuffer();
}

export function imageOptimiserRoute(publicDir: string): ApiRoute {
  const querySchema = optimisationQuerySchema();
  const cache = new Map<string, Buffer>();
  return {
    pattern: new RegExp(`^${IMAGE_OPTIMISER_PATH.replace(/[.]/g, "\\.")}$`),
    methods: ["GET", "HEAD"],
    async handle({ req, res, url }) {
      const repeated = [...new Set(url.searchParams.keys())].filter((key) => url.searchParams.getAll(key).length > 1);
      if (repeated.length > 0) {
        sendText(res, 400, `Parâmetro repetido: ${repeated.join(", ")}.`);
        return;
      }
      const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) {
        const fields = query.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
        sendText(res, 400, `Parâmetros inválidos (${fields}).`);
        return;
      }
      const { url: sitePath, w: width, q: quality = DEFAULT_IMAGE_QUALITY } = query.data;
      const file = await sourceFile(publicDir, sitePath);
      if (!file) {
        sendText(res, 404, "Imagem de origem não encontrada neste site.");
        return;
      }
      const webp = /image\/webp|image\/\*|\*\/\*/.test(String(req.headers.accept ?? ""));
      // The file's modification time is part of the key, so a rebuilt image is never answered stale.
      const { mtimeMs } = await stat(file);
      const key = `${file}|${mtimeMs}|${width}|${quality}|${webp ? "webp" : "png"}`;
      let body = cache.get(key);
      if (!body) {
        try {
          body = await resize(file, width, quality, webp);
        } catch {
          sendText(res, 415, "A imagem de origem não pôde ser lida.");
          return;
        }
        cache.set(key, body);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      } else {
        // Most recently used goes last, so the oldest is the one dropped.
        cache.delete(key);
        cache.set(key, body);
      }
      res.statusCode = 200;
      res.setHeader("Content-Type", webp ? "image/webp" : "image/png");
      res.setHeader("Cache-Control", "public, max-age=86400");
      res.setHeader("Vary", "Accept");
      res.setHeader("Content-Length", String(body.length));
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}
