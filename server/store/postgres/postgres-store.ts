import { fileURLToPath } from "node:url";
import { runner } from "node-pg-migrate";
import pg from "pg";
import {
  type Channel,
  type NewSubmission,
  outcomeForStoredKey,
  type SaveOutcome,
  type StoredSubmission,
  type SubmissionStore,
} from "../submission-store";

/**
 * The submissions in PostgreSQL, for several instances of the server behind
 * one address: node-postgres (pg) is asynchronous, so a write never holds the
 * event loop; the unique idempotency key makes `INSERT … ON CONFLICT DO
 * NOTHING` store a submission once whichever instance a retry reaches.
 * PostgreSQL's default `synchronous_commit = on` means COMMIT returns once the
 * write-ahead log is on disk, as SQLite's `synchronous = FULL` does.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
/** node-pg-migrate's own bookkeeping table. */
const MIGRATIONS_TABLE = "schema_migrations";

interface Row {
  id: string;
  channel: Channel;
  kind: string;
  idempotency_key: string;
  payload: unknown;
  received_at: Date;
}

/**
 * Brings the database's tables up to date. Instances starting together are
 * safe: node-pg-migrate holds an advisory lock while it migrates, and the
 * others wait for it (advisoryLockMode "wait").
 */
export async function migrate(databaseUrl: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: MIGRATIONS_TABLE,
    direction: "up",
    advisoryLockMode: "wait",
    log: () => {},
  });
}

class PostgresStore implements SubmissionStore {
  readonly kind = "postgres";

  constructor(private readonly pool: pg.Pool) {}

  async saveOnce(submission: NewSubmission): Promise<SaveOutcome> {
    const { channel, kind, idempotencyKey, payload, receivedAt } = submission;
    const inserted = await this.pool.query<{ id: string }>(
      `INSERT INTO submissions (channel, kind, idempotency_key, payload, received_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [channel, kind, idempotencyKey, JSON.stringify(payload), receivedAt],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) return { outcome: "stored", id: Number(id) };
    // The key was there: a new statement sees the row the other transaction committed.
    const stored = await this.pool.query<Pick<Row, "id" | "channel" | "payload">>(
      "SELECT id, channel, payload FROM submissions WHERE idempotency_key = $1",
      [idempotencyKey],
    );
    const row = stored.rows[0];
    if (!row) throw new Error("A submission was neither stored nor found by its key.");
    return outcomeForStoredKey({ ...row, id: Number(row.id) }, submission);
  }

  async list(filter: { channel?: Channel } = {}): Promise<StoredSubmission[]> {
    const result = filter.channel
      ? await this.pool.query<Row>("SELECT * FROM submissions WHERE channel = $1 ORDER BY id", [filter.channel])
      : await this.pool.query<Row>("SELECT * FROM submissions ORDER BY id");
    return result.rows.map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      payload: row.payload,
      receivedAt: row.received_at.toISOString(),
    }));
  }

  async count(): Promise<number> {
    const result = await this.pool.query<{ n: string }>("SELECT COUNT(*) AS n FROM submissions");
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Every setting but `off` flushes the write-ahead log locally before COMMIT returns. */
  async commitsReachDisk(): Promise<boolean> {
    const result = await this.pool.query<{ synchronous_commit: string }>("SHOW synchronous_commit");
    return result.rows[0]?.synchronous_commit !== "off";
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** How many connections one instance holds: enough for a burst, few enough for several instances on one server. */
export const POOL_SIZE = 10;

/** Migrates, then opens a pool on the database of `databaseUrl` (postgres://user:password@host:port/database). */
export async function openPostgresStore(databaseUrl: string): Promise<SubmissionStore> {
  await migrate(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // An idle connection the server drops is replaced by the pool; the event must not crash the process.
  pool.on("error", (error) => console.error("PostgreSQL: conexão perdida", error.message));
  return new PostgresStore(pool);
}
