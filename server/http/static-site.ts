import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SVG_HEADERS } from "../api/artwork";
import { addressOfHtml, HEADERS_FILE, loadHeadersFile } from "../headers-file";
import { fileInside } from "./inside-folder";

/**
 * The built site (Gatsby's `public/`) as a production host serves it, through
 * @fastify/static (@fastify/send underneath): precompressed brotli or gzip
 * chosen by `Accept-Encoding` weights (`br;q=0` is a no), ETag and
 * Last-Modified with 304s, long caching for content-hashed assets and none for
 * what names them, each page's own headers from the build's `_headers`
 * (its Content-Security-Policy), one address per page, and the site's 404 page
 * with status 404 for every address that is not a page, `/404` included.
 */

export interface StaticSiteOptions {
  publicDir: string;
  /** Source maps are the build's, not the visitors': served only when asked (SERVE_SOURCE_MAPS). */
  serveSourceMaps?: boolean;
}

/**
 * Gatsby's caching advice: hashed files forever, everything that names them never. webpack names a
 * script `app-<hash>.js` and a stylesheet `app.<hash>.css`.
 */
function cacheControlOf(relative: string): string {
  if (/\.(html|json)$/.test(relative) || relative.startsWith("page-data/")) {
    return "public, max-age=0, must-revalidate";
  }
  if (relative.startsWith("static/") || /[-.][0-9a-f]{16,}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=3600";
}

/** The 404 page, as a file and as the addresses that name it: they are not pages, so they answer 404. */
const NOT_FOUND_PAGE = "404.html";
const NOT_FOUND_FILES = new Set([NOT_FOUND_PAGE, "404/index.html"]);

/** Files of the build that are not the site's content: instructions to hosts, the build's own stamp. */
function isServed(relative: string, serveSourceMaps: boolean): boolean {
  const name = path.posix.basename(relative);
  if (relative === HEADERS_FILE || name.startsWith(".")) return false;
  if (NOT_FOUND_FILES.has(relative)) return false;
  return serveSourceMaps || !name.endsWith(".map");
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The built file an address names (`/ofertas` is `ofertas/index.html`), relative to the build, or undefined. */
async function pageFile(publicDir: string, address: string, serveSourceMaps: boolean): Promise<string | undefined> {
  const base = fileInside(publicDir, address);
  if (!base) return undefined;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    const relative = path.relative(publicDir, candidate).split(path.sep).join("/");
    if (relative !== "" && isServed(relative, serveSourceMaps) && (await isFile(candidate))) return relative;
  }
  return undefined;
}

export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const publicDir = path.resolve(options.publicDir);
  const serveSourceMaps = options.serveSourceMaps ?? false;
  const headersByAddress = loadHeadersFile(path.join(publicDir, HEADERS_FILE));
  const hasNotFoundPage = await isFile(path.join(publicDir, NOT_FOUND_PAGE));

  await app.register(fastifyStatic, {
    root: publicDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders(reply, file) {
      // The file sent may be a precompressed copy (ofertas/index.html.br): its headers are the original's.
      const relative = path
        .relative(publicDir, file)
        .split(path.sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      reply.header("Cache-Control", cacheControlOf(relative));
      if (relative.endsWith(".html")) reply.headers(headersByAddress.get(addressOfHtml(relative)) ?? {});
      // A drawing opened on its own may not run or fetch anything, as the image service's are.
      if (relative.endsWith(".svg")) reply.headers(SVG_HEADERS);
    },
  });

  // One address per page: /ofertas/ redirects to /ofertas (the site's links have no trailing slash).
  // The API's addresses are not pages: the lead base is /api/lead/v1.0/ as written, and a GET there
  // is told 405 (decision API-4), not sent elsewhere.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname = "/", query] = splitQuery(request.url);
    if (pathname.startsWith("/api/")) return;
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // Leading slashes and backslashes collapse too: a browser reads "//host/" and "/\host/" (which a proxy may
      // pass on as sent) as another host, and no redirect may leave the site.
      const target = `/${pathname.replace(/^[/\\]+|\/+$/g, "")}${query === undefined ? "" : `?${query}`}`;
      return reply.redirect(target, 301);
    }
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .type("text/plain; charset=utf-8")
        .send("Método não permitido neste endereço.");
    }
    if (!hasNotFoundPage) return reply.code(404).type("text/plain; charset=utf-8").send("Página não encontrada.");
    return reply.code(404).sendFile(NOT_FOUND_PAGE);
  };
  app.setNotFoundHandler(notFound);

  app.get("/*", async (request, reply) => {
    const address = (request.params as { "*": string })["*"];
    const file = await pageFile(publicDir, address, serveSourceMaps);
    if (!file) return notFound(request, reply);
    return reply.sendFile(file);
  });
}

function splitQuery(url: string): [string, string | undefined] {
  const mark = url.indexOf("?");
  return mark < 0 ? [url, undefined] : [url.slice(0, mark), url.slice(mark + 1)];
}
