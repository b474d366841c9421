import path from "node:path";
import { fileURLToPath } from "node:url";
import { listen } from "./app";
import { createProductionServer, DEFAULT_SUBMISSIONS_PER_MINUTE } from "./production-server";

/**
 * Serves the built site and the reference API.
 * PORT (8000) and HOST (127.0.0.1) choose where; DATA_DIR (.data) holds the
 * submissions database; SUBMISSIONS_PER_MINUTE limits submissions per client
 * address; ADMIN_TOKEN enables the CSV export at /api/admin/submissions.csv.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? "127.0.0.1";

const site = createProductionServer({
  publicDir: path.join(root, "site", "public"),
  dataDir: path.resolve(root, process.env.DATA_DIR ?? ".data"),
  submissionsPerMinute: Number(process.env.SUBMISSIONS_PER_MINUTE ?? DEFAULT_SUBMISSIONS_PER_MINUTE),
  adminToken: process.env.ADMIN_TOKEN || undefined,
});
const address = await listen(site.server, port, host);
console.log(`Site servido em ${address}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)));
}
