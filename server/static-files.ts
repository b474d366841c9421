import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { addressOfHtml } from "./headers-file";

/**
 * Serves the built site from `public/` the way a production host would:
 * precompressed variants when the browser accepts them, long caching for
 * content-hashed assets, no caching for HTML and page data, and the site's
 * own 404 page with a 404 status.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Gatsby's caching advice: hashed files forever, everything that names them never. */
function cacheControlOf(relative: string): string {
  if (/\.(html|json)$/.test(relative) || relative.startsWith("page-data/")) {
    return "public, max-age=0, must-revalidate";
  }
  if (relative.startsWith("static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=3600";
}

async function fileStat(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The file a request path names inside `root`, or undefined when it would leave `root`. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const base = resolveInside(root, urlPath);
  if (!base) return undefined;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    if (await fileStat(candidate)) return candidate;
  }
  return undefined;
}

function acceptedEncodings(req: IncomingMessage): Array<{ name: string; suffix: string }> {
  const header = String(req.headers["accept-encoding"] ?? "");
  const encodings: Array<{ name: string; suffix: string }> = [];
  if (/\bbr\b/.test(header)) encodings.push({ name: "br", suffix: ".br" });
  if (/\bgzip\b/.test(header)) encodings.push({ name: "gzip", suffix: ".gz" });
  return encodings;
}

/** The file to send for `file`: its precompressed copy (written by the build) when the browser takes one. */
export async function encodedVariant(
  req: IncomingMessage,
  file: string,
): Promise<{ file: string; encoding?: string; size: number }> {
  for (const encoding of acceptedEncodings(req)) {
    const info = await fileStat(file + encoding.suffix);
    if (info) return { file: file + encoding.suffix, encoding: encoding.name, size: info.size };
  }
  return { file, size: (await fileStat(file))?.size ?? 0 };
}

/** Headers of a built page, by the address it answers (from the build's `_headers` file). */
export type PageHeaders = (address: string) => Readonly<Record<string, string>> | undefined;

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  site: StaticSite,
  file: string,
  status: number,
): Promise<void> {
  const relative = path.relative(site.root, file).split(path.sep).join("/");
  if (relative.endsWith(".html")) {
    for (const [name, value] of Object.entries(site.pageHeaders(addressOfHtml(relative)) ?? {})) {
      res.setHeader(name, value);
    }
  }
  res.setHeader("Content-Type", contentTypeOf(file));
  res.setHeader("Cache-Control", cacheControlOf(relative));
  res.setHeader("Vary", "Accept-Encoding");
  const body = await encodedVariant(req, file);
  if (body.encoding) res.setHeader("Content-Encoding", body.encoding);
  res.statusCode = status;
  res.setHeader("Content-Length", String(body.size));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(body.file).pipe(res);
}

/** A built site: its folder, and the headers of its pages. */
export interface StaticSite {
  root: string;
  pageHeaders: PageHeaders;
}

/** Files of the build that are instructions to hosts, not content. */
const NOT_SERVED = new Set(["/_headers", "/.build-stamp"]);

/** Answers a GET or HEAD for the built site; false when the method is not for static files. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, site: StaticSite): Promise<boolean> {
  const { root } = site;
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = new URL(req.url ?? "/", "http://site.invalid");
  // One address per page: /ofertas/ redirects to /ofertas (the site's links have no trailing slash).
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    res.statusCode = 301;
    // Leading slashes collapse too, so "//host/" can never become an address on another host.
    res.setHeader("Location", `/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`);
    res.end();
    return true;
  }
  const file = NOT_SERVED.has(url.pathname) ? undefined : await findFile(root, url.pathname);
  if (file) {
    await sendFile(req, res, site, file, 200);
    return true;
  }
  const notFound = path.join(root, "404.html");
  if (await fileStat(notFound)) {
    await sendFile(req, res, site, notFound, 404);
  } else {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Página não encontrada");
  }
  return true;
}
