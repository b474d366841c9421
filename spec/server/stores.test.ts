import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openSubmissionStore, SUBMISSIONS_FILE } from "../../server/store/open-store";
import type { SqliteCommitMode } from "../../server/store/sqlite/sqlite-store";
import type { NewSubmission, SubmissionStore } from "../../server/store/submission-store";
import { makeMiniSite } from "./support/mini-site";
import { freshDatabase } from "./support/postgres";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { commitsInWriteAheadLog } from "./support/sqlite-wal";

/**
 * The stores' contract, the same for each: SQLite (in its writer thread, the
 * default, and on the event loop) and PostgreSQL. A key stored once; the same
 * submission again is a retry, another submission or the other channel a
 * conflict; under concurrent writers each submission is stored exactly once.
 */

const STORES: Array<{ name: string; open: (dir: string) => Promise<SubmissionStore> }> = [
  { name: "SQLite in a writer thread", open: (dir) => openSubmissionStore({ dataDir: dir }) },
  ...(["group-commit", "each-write"] as SqliteCommitMode[]).map((mode) => ({
    name: `SQLite, ${mode}`,
    open: (dir: string) => openSubmissionStore({ dataDir: dir, sqliteCommit: mode }),
  })),
  {
    name: "PostgreSQL",
    open: async (dir) => openSubmissionStore({ dataDir: dir, databaseUrl: await freshDatabase() }),
  },
];

const submission = (key: string, overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  channel: "lead",
  kind: "cotacao",
  idempotencyKey: key,
  payload: { name: "Ana Souza", modelSlug: "outlander", tracking: { campaign: { source: "google" } } },
  receivedAt: new Date("2026-11-22T18:00:00Z"),
  ...overrides,
});

describe.each(STORES)("$name", ({ open }) => {
  let dir: string;
  let store: SubmissionStore;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "store-"));
    store = await open(dir);
  });

  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("stores a submission once; the same again is a retry with the first id @clause:API-3 @clause:API-17", async () => {
    const first = await store.saveOnce(submission("chave-contrato-0001"));
    expect(first.outcome).toBe("stored");
    const again = await store.saveOnce(
      submission("chave-contrato-0001", {
        // The same meaning, keys in another order, another time: a retry.
        payload: { tracking: { campaign: { source: "google" } }, modelSlug: "outlander", name: "Ana Souza" },
        receivedAt: new Date(),
      }),
    );
    expect(again).toEqual({ outcome: "repeated", id: first.id });
    const [stored] = (await store.list()).filter((row) => row.idempotencyKey === "chave-contrato-0001");
    expect(stored).toMatchObject({
      id: first.id,
      channel: "lead",
      kind: "cotacao",
      receivedAt: "2026-11-22T18:00:00.000Z",
      payload: { name: "Ana Souza" },
    });
  });

  test("another submission or the other channel under a stored key is a conflict, stored nowhere @clause:API-10 @clause:API-17", async () => {
    const first = await store.saveOnce(submission("chave-contrato-0002"));
    const count = await store.count();
    expect(await store.saveOnce(submission("chave-contrato-0002", { payload: { name: "Outra" } }))).toEqual({
      outcome: "conflict",
      id: first.id,
    });
    expect(await store.saveOnce(submission("chave-contrato-0002", { channel: "contact", kind: "contato" }))).toEqual({
      outcome: "conflict",
      id: first.id,
    });
    expect(await store.count()).toBe(count);
  });

  test("lists by channel in the order received @clause:API-5 @clause:API-17", async () => {
    await store.saveOnce(submission("chave-contrato-0003", { channel: "contact", kind: "contato" }));
    const contacts = await store.list({ channel: "contact" });
    expect(contacts.map((row) => row.idempotencyKey)).toContain("chave-contrato-0003");
    expect(contacts.every((row) => row.channel === "contact")).toBe(true);
    const leads = await store.list({ channel: "lead" });
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((row) => row.channel === "lead")).toBe(true);
    const ids = (await store.list()).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test("300 writers at once, a third of them retries: each submission stored exactly once @clause:API-17 @clause:API-18", async () => {
    const count = await store.count();
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, index) => store.saveOnce(submission(`chave-rajada-${index % 200}-0123456789`))),
    );
    expect(await store.count()).toBe(count + 200);
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(200);
    expect(outcomes.filter((outcome) => outcome.outcome === "repeated")).toHaveLength(100);
    const idOfKey = new Map<number, number>();
    outcomes.forEach((outcome, index) => {
      const key = index % 200;
      expect(idOfKey.get(key) ?? outcome.id).toBe(outcome.id);
      idOfKey.set(key, outcome.id);
    });
  });

  test("a commit is on disk before it is acknowledged @clause:API-6", async () => {
    // A process kill (durability.test.ts) cannot tell: the kernel keeps what was written. A power cut can.
    expect(await store.commitsReachDisk()).toBe(true);
  });
});

describe.each(STORES.filter((store) => store.name.startsWith("SQLite")))("$name, on disk", ({ open }) => {
  test("an acknowledged submission's commit is already in the database's write-ahead log @clause:API-6", async () => {
    // Read from the files as SQLite's documented format lays them out, not from the store: a journal kept in
    // memory, or none, would leave a half-written database after a crash, and no log on disk.
    const dir = mkdtempSync(path.join(tmpdir(), "store-"));
    const store = await open(dir);
    const log = path.join(dir, `${SUBMISSIONS_FILE}-wal`);
    try {
      await store.saveOnce(submission("chave-no-disco-0001"));
      const before = commitsInWriteAheadLog(log);
      expect((await store.saveOnce(submission("chave-no-disco-0002"))).outcome).toBe("stored");
      expect(commitsInWriteAheadLog(log)).toBe(before + 1);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the reading of a store's durability @clause:API-6", () => {
  test("tells a PostgreSQL whose commits may return before the disk", async () => {
    const url = new URL(await freshDatabase());
    url.searchParams.set("options", "-c synchronous_commit=off");
    const dir = mkdtempSync(path.join(tmpdir(), "store-"));
    const store = await openSubmissionStore({ dataDir: dir, databaseUrl: url.href });
    try {
      expect(await store.commitsReachDisk()).toBe(false);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the PostgreSQL store", () => {
  test("keeps submissions in the database DATABASE_URL names, its tables made by node-pg-migrate's migrations @clause:API-17", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-pg-"));
    const databaseUrl = await freshDatabase();
    const store = await openSubmissionStore({ dataDir: dir, databaseUrl });
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await store.saveOnce(submission("chave-no-postgres-0001"));
      await client.connect();
      // Read by node-postgres itself, not through the store: the row is in PostgreSQL, not in a file beside it.
      const stored = await client.query("SELECT count(*)::int AS n FROM submissions WHERE idempotency_key = $1", [
        "chave-no-postgres-0001",
      ]);
      expect(stored.rows[0]?.n).toBe(1);
      // node-pg-migrate records each migration it ran in a table of (id, name, run_on), whatever it is called.
      const tables = await client.query(
        `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public'
         GROUP BY table_name HAVING array_agg(column_name::text ORDER BY column_name) = ARRAY['id', 'name', 'run_on']`,
      );
      expect(tables.rows).toHaveLength(1);
      const ran = await client.query(`SELECT name FROM "${tables.rows[0]?.table_name}"`);
      expect(ran.rows.map((row) => row.name)).toContain("1763900000000_submissions");
    } finally {
      await client.end();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("two servers on one PostgreSQL", () => {
  test("take a mixed burst with duplicate keys sent to different instances, storing each lead once @clause:API-17", {
    timeout: 60_000,
  }, async () => {
    const site = await makeMiniSite();
    const databaseUrl = await freshDatabase();
    const token = "token-de-duas-instancias-0123456789abcdef";
    const env = (name: string) => ({
      PUBLIC_DIR: site.publicDir,
      DATA_DIR: path.join(site.root, name),
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN: token,
      SUBMISSIONS_PER_MINUTE: "100000",
    });
    // Started together: both migrate at once, one waits for the other's lock.
    const [a, b] = await Promise.all([startServerProcess(env("a")), startServerProcess(env("b"))]);
    const servers: ServerProcess[] = [a, b];
    try {
      const send = async (server: ServerProcess, index: number) => {
        const channel = index % 3 === 0 ? "contact" : "lead";
        const body =
          channel === "lead"
            ? {
                kind: "cotacao",
                name: "Carla Mendes",
                email: `carla${index}@exemplo.com.br`,
                phone: "(41) 99123-4567",
                state: "PR",
                city: "Curitiba",
                modelSlug: "eclipse-cross",
                consent: true,
                tracking: { campaign: {} },
              }
            : {
                name: "Carla Mendes",
                email: `carla${index}@exemplo.com.br`,
                phone: "(41) 99123-4567",
                state: "PR",
                city: "Curitiba",
                subject: "outro",
                message: `Mensagem número ${index} de teste.`,
                consent: true,
                tracking: { campaign: {} },
              };
        const response = await fetch(`${server.base}${channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0"}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `duas-instancias-${index}-0123456789` },
          body: JSON.stringify(body),
        });
        return { index, status: response.status, id: ((await response.json()) as { id: number }).id };
      };
      // 200 distinct submissions, each to one instance, and each of the first 100 again to the other one, all at once.
      const answers = await Promise.all([
        ...Array.from({ length: 200 }, (_, index) => send(servers[index % 2] as ServerProcess, index)),
        ...Array.from({ length: 100 }, (_, index) => send(servers[(index + 1) % 2] as ServerProcess, index)),
      ]);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(200);
      const idByIndex = new Map<number, number>();
      for (const answer of answers) {
        expect(idByIndex.get(answer.index) ?? answer.id).toBe(answer.id);
        idByIndex.set(answer.index, answer.id);
      }
      const exported = await fetch(`${b.base}/api/admin/submissions.csv?format=rfc4180`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const rows = (await exported.text()).split("\r\n").filter(Boolean).slice(1);
      expect(rows).toHaveLength(200);
      expect(new Set(rows.map((row) => Number(row.split(",")[0])))).toEqual(new Set(idByIndex.values()));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(site.root, { recursive: true, force: true });
    }
  });
});
