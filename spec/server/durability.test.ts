import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { SUBMISSIONS_FILE } from "../../server/production-server";
import { openSqliteStore } from "../../server/store/sqlite/sqlite-store";
import { ROOT } from "../../tooling/paths";

/**
 * The server of `npm start` is killed (SIGKILL, no chance to flush) while
 * submissions pour in; every submission it acknowledged must be in its
 * database afterwards.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "durability-"));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
      cwd: ROOT,
      // Without the warm-up (about 2.7 s a start, more with other tests beside it): nothing here is a burst.
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SUBMISSIONS_PER_MINUTE: "100000", WARM_UP: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      const address = /Site servido em (\S+)/.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
    server.on("exit", (code) => reject(new Error(`the server exited early (${code})`)));
  });
}

const contact = (index: number) => ({
  name: "Maria Oliveira",
  email: `maria${index}@exemplo.com.br`,
  phone: "(31) 99876-5432",
  state: "MG",
  city: "Belo Horizonte",
  subject: "outro",
  message: `Mensagem de teste número ${index} durante a queda do servidor.`,
  consent: true,
  tracking: { campaign: {} },
});

describe("a server killed mid-load", () => {
  test("loses nothing it acknowledged @clause:API-6", { timeout: 60_000 }, async () => {
    const base = await startServer();
    const acknowledged: number[] = [];
    let killed = false;
    const sends = Array.from({ length: 300 }, async (_, index) => {
      try {
        const response = await fetch(`${base}/api/contact/v1.0`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `queda-${index}-0123456789abcdef` },
          body: JSON.stringify(contact(index)),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          server?.kill("SIGKILL");
        }
      } catch {
        // Requests in flight when the server died fail: they were never acknowledged.
      }
    });
    await Promise.all(sends);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    const store = await openSqliteStore(path.join(dataDir, SUBMISSIONS_FILE), "each-write");
    const stored = new Set((await store.list()).map((submission) => submission.id));
    await store.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
