import path from "node:path";
import { fileURLToPath } from "node:url";
import { listen } from "./app";
import { createProductionServer } from "./production-server";

/** Serves the built site: `PORT` (default 8000) and `HOST` (default 127.0.0.1) choose where. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "site", "public");
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? "127.0.0.1";

const server = createProductionServer({ publicDir });
const address = await listen(server, port, host);
console.log(`Site servido em ${address}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
