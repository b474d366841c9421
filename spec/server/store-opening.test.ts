import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { createProductionServer, SUBMISSIONS_FILE } from "../../server/production-server";
import { openSqliteStore } from "../../server/store/sqlite/sqlite-store";
import { StoreUnavailableError } from "../../server/store/store-unavailable";
import { ROOT } from "../../tooling/paths";
import { runServerToExit } from "./support/server-process";
import { QUOTE_LEAD } from "./support/submissions";

/**
 * A store that waits instead of dying. A fresh clone's CI once went red
 * because a server exited at start with an uncaught `{ code: 'SQLITE_BUSY' }`:
 * two servers had opened one new database at once, and SQLite refuses the one
 * that must wait for the other without waiting (its busy timeout is skipped
 * where waiting could deadlock). A restart that overlaps the old process, or
 * two instances on one folder, meet the same race.
 */

const folders: string[] = [];
function freshFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(folder);
  return folder;
}

let holder: ChildProcess | undefined;
afterEach(() => {
  holder?.kill("SIGKILL");
  holder = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * Another process that takes the database and keeps it (for `forMs`, or until killed), as a second server
 * writing it or an operator's `sqlite3` shell in a transaction would. IMMEDIATE: about to write (others may
 * still read); EXCLUSIVE: nobody else may even read.
 */
function holdInAnotherProcess(file: string, lock: "IMMEDIATE" | "EXCLUSIVE", forMs = 0): Promise<ChildProcess> {
  const script = `const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.exec("BEGIN ${lock}");
console.log("held");
if (${forMs} > 0) setTimeout(() => db.exec("COMMIT"), ${forMs});
setInterval(() => {}, 60000);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, file], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    child.stdout?.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the holding process exited (${code})`)));
  });
}

describe("the SQLite store at start", () => {
  test("waits for another process that is writing the new database, rather than failing at once @clause:API-17", async () => {
    const file = path.join(freshFolder("store-waits"), SUBMISSIONS_FILE);
    // The other process is about to write (a reserved lock): the store reads, then must wait to write. Without
    // a retry SQLite answers SQLITE_BUSY within a millisecond, whatever the busy timeout.
    holder = await holdInAnotherProcess(file, "IMMEDIATE", 400);
    const started = performance.now();
    // Opened on this thread (the writer thread opens it the same way): nothing here can let go of the lock.
    const store = await openSqliteStore(file, "group-commit");
    try {
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
      expect(await store.count()).toBe(0);
    } finally {
      await store.close();
    }
  });

  test("a database that stays locked is a StoreUnavailableError naming the file and the process @clause:API-17", async () => {
    const file = path.join(freshFolder("store-locked"), SUBMISSIONS_FILE);
    holder = await holdInAnotherProcess(file, "EXCLUSIVE");
    const opening = openSqliteStore(file, "writer-thread", 200);
    await expect(opening).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(opening).rejects.toThrow(`O banco de dados ${file} continuou bloqueado pelo processo ${holder.pid} (`);
  });

  test("npm start says so in one line and exits, never with an uncaught error object @clause:API-17", async () => {
    const dataDir = freshFolder("server-locked");
    const file = path.join(dataDir, SUBMISSIONS_FILE);
    holder = await holdInAnotherProcess(file, "EXCLUSIVE");
    const run = await runServerToExit({ PUBLIC_DIR: dataDir, DATA_DIR: dataDir, SQLITE_BUSY_TIMEOUT_MS: "200" });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^O banco de dados .*${SUBMISSIONS_FILE} continuou bloqueado pelo processo ${holder.pid} \\(.*\\) depois de 200 ms de espera: encerre esse processo ou dê a este servidor outro DATA_DIR\\.$`,
      ),
    );
  });
});

describe("two servers on one data folder", () => {
  test("started at the same instant, again and again: both start, and both serve @clause:API-17", {
    timeout: 60_000,
  }, async () => {
    const publicDir = freshFolder("two-servers-public");
    for (let round = 0; round < 8; round += 1) {
      // A new folder each round: the race is on a new database, which both switch to WAL at once.
      const dataDir = freshFolder(`two-servers-${round}`);
      const servers = await Promise.all([
        createProductionServer({ publicDir, dataDir }),
        createProductionServer({ publicDir, dataDir }),
      ]);
      try {
        const statuses = await Promise.all(
          servers.map(async (server, index) => {
            const response = await fetch(`${await server.listen(0)}/api/lead/v1.0/`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                "Idempotency-Key": `duas-no-mesmo-${round}-${index}-0123`,
              },
              body: JSON.stringify(QUOTE_LEAD),
            });
            return response.status;
          }),
        );
        expect(statuses, `round ${round}`).toEqual([201, 201]);
        // One database: each server reads both leads.
        for (const server of servers) expect(await server.store.count()).toBe(2);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    }
  });
});
