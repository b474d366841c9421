import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { applySecurityHeaders } from "./security-headers";
import { serveStatic } from "./static-files";

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
  return createServer(async (req, res) => {
    const https = req.headers["x-forwarded-proto"] === "https";
    applySecurityHeaders(res, { https });
    try {
      if (api && (await api(req, res))) return;
      if (await serveStatic(req, res, publicDir)) return;
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
