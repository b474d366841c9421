import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createProductionServer } from "../server/production-server";
import type { SqliteCommitMode } from "../server/store/sqlite/sqlite-store";
import { PUBLIC_DIR } from "../tooling/paths";

/**
 * The server the load test measures, in a process of its own as in
 * production: the composition of server/main.ts with one of the ways of
 * writing (the store as argv[2]: a SQLite commit mode, or "postgres" with
 * DATABASE_URL). Prints `Site servido em …` like main.ts; SIGTERM stops it.
 */
const variant = process.argv[2] ?? "writer-thread";
const dataDir = await mkdtemp(path.join(tmpdir(), "bench-load-"));
const site = await createProductionServer({
  publicDir: PUBLIC_DIR,
  dataDir,
  databaseUrl: variant === "postgres" ? process.env.DATABASE_URL : undefined,
  ...(variant === "postgres" ? {} : { sqliteCommit: variant as SqliteCommitMode }),
  submissionsPerMinute: 1_000_000,
  adminToken: process.env.ADMIN_TOKEN,
});
// As server/main.ts does: the first burst meets a warmed server.
await site.warmUp();
console.log(`Site servido em ${await site.listen(0)}`);
process.on(
  "SIGTERM",
  () =>
    void site
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0)),
);
