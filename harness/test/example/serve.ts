import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** Serves a folder of pages on a free loopback port: the example's whole deployment. */
export async function serveFolder(dir: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const file = path.join(dir, pathname === "/" ? "index.html" : path.normalize(pathname));
    try {
      const body = await readFile(file);
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    } catch {
      response.writeHead(404).end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
