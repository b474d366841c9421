import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { HEADERS_FILE, loadHeadersFile } from "./headers-file";
import { applySecurityHeaders } from "./security-headers";
import { type StaticSite, serveStatic } from "./static-files";

/** Something that may answer a request under /api; false when the address is not its own. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface SiteServerOptions {
  /** The built site (Gatsby's `public/`). */
  publicDir: string;
  /** The reference API, tried before the static files. */
  api?: ApiHandler | undefined;
}

/** The server of `npm start` and of the suite: the built site, its headers and the reference API. */
export function createSiteServer({ publicDir, api }: SiteServerOptions): Server {
  const headersByAddress = loadHeadersFile(path.join(publicDir, HEADERS_FILE));
  const site: StaticSite = { root: publicDir, pageHeaders: (address) => headersByAddress.get(address) };
  return createServer(async (req, res) => {
    const https = req.headers["x-forwarded-proto"] === "https";
    applySecurityHeaders(res, { https });
    try {
      if (api && (await api(req, res))) return;
      if (await serveStatic(req, res, site)) return;
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end();
    } catch (error) {
      console.error("server error", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
}

/** Listens on a port (0 = any free one) of the loopback or given host and resolves to the address. */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve(`http://${host === "0.0.0.0" ? "localhost" : host}:${actualPort}`);
    });
  });
}
