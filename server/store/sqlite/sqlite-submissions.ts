import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { StoreUnavailableError } from "../store-unavailable";
import {
  type Channel,
  type NewSubmission,
  outcomeForStoredKey,
  type SaveOutcome,
  type StoredSubmission,
} from "../submission-store";
import { processesHolding } from "./lock-holders";

/**
 * The SQLite file of the submissions, synchronously: the one place that speaks
 * SQL to it. A batch of submissions is written in one transaction, so many
 * writers share one fsync (group commit); the writer thread
 * (sqlite-writer.ts) calls it off the event loop.
 */

interface Row {
  id: number;
  channel: Channel;
  kind: string;
  idempotency_key: string;
  payload: string;
  received_at: string;
}

/** A submission as the writer thread receives it (dates cross threads as text). */
export type SubmissionMessage = Omit<NewSubmission, "receivedAt"> & { receivedAt: string };

/**
 * How long a statement waits for a database another connection holds
 * (SQLITE_BUSY_TIMEOUT_MS): a commit of the other server on the same file
 * takes milliseconds, a restart that overlaps the old process a little more.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown })?.code));

/** Waits on this thread alone: only while the database opens, before it answers anyone. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs the statements that open the database until the other connections let
 * them, within `waitMs`. The busy timeout alone does not do it: SQLite skips
 * the wait when waiting could deadlock, and answers SQLITE_BUSY at once. Two
 * servers starting on a new file both read it, both want to switch it to WAL,
 * and the one that read first and must now write is refused without a wait
 * (measured: 1 ms, with a busy timeout of 5 s). Refused, it has let go of the
 * file, so the other one goes on, and a second try a moment later succeeds.
 */
function whenNotBusy(file: string, waitMs: number, open: () => void): void {
  const giveUpAt = Date.now() + waitMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 250)) {
    try {
      open();
      return;
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (Date.now() + wait > giveUpAt) {
        const holders = processesHolding(file);
        const who = holders.length > 0 ? `pelo processo ${holders.join(", pelo processo ")}` : "por outro processo";
        throw new StoreUnavailableError(
          `O banco de dados ${file} continuou bloqueado ${who} depois de ${waitMs} ms de espera: encerre esse processo ou dê a este servidor outro DATA_DIR.`,
        );
      }
      pause(wait);
    }
  }
}

export class SqliteSubmissions {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly findByKey: Database.Statement;

  constructor(
    readonly file: string,
    busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS,
  ) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    // The driver's timeout is SQLite's busy_timeout, set as the connection opens: every statement waits.
    this.db = new Database(file, { timeout: busyTimeoutMs });
    try {
      whenNotBusy(file, busyTimeoutMs, () => {
        this.db.pragma("journal_mode = WAL");
        // FULL: a transaction is on disk when COMMIT returns, before anyone is answered.
        this.db.pragma("synchronous = FULL");
        this.db.exec(`CREATE TABLE IF NOT EXISTS submissions (
          id INTEGER PRIMARY KEY,
          channel TEXT NOT NULL,
          kind TEXT NOT NULL,
          idempotency_key TEXT NOT NULL UNIQUE,
          payload TEXT NOT NULL,
          received_at TEXT NOT NULL
        )`);
      });
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.insert = this.db.prepare(
      "INSERT INTO submissions (channel, kind, idempotency_key, payload, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING",
    );
    this.findByKey = this.db.prepare("SELECT id, channel, payload FROM submissions WHERE idempotency_key = ?");
  }

  /** In WAL mode only FULL (2) and EXTRA (3) sync the log at each commit; NORMAL (1) syncs at checkpoints. */
  commitsReachDisk(): boolean {
    return Number(this.db.pragma("synchronous", { simple: true })) >= 2;
  }

  /** Writes a batch in one transaction; each submission's outcome, in order. */
  saveBatch(batch: readonly SubmissionMessage[]): SaveOutcome[] {
    return this.db.transaction(() => batch.map((submission) => this.saveOne(submission)))();
  }

  private saveOne(submission: SubmissionMessage): SaveOutcome {
    const { channel, kind, idempotencyKey, payload, receivedAt } = submission;
    const result = this.insert.run(channel, kind, idempotencyKey, JSON.stringify(payload), receivedAt);
    if (result.changes === 1) return { outcome: "stored", id: Number(result.lastInsertRowid) };
    const stored = this.findByKey.get(idempotencyKey) as Pick<Row, "id" | "channel" | "payload"> | undefined;
    if (!stored) throw new Error("A submission was neither stored nor found by its key.");
    return outcomeForStoredKey(
      { ...stored, payload: JSON.parse(stored.payload) },
      { ...submission, receivedAt: new Date(receivedAt) },
    );
  }

  list(filter: { channel?: Channel } = {}): StoredSubmission[] {
    const rows = (
      filter.channel
        ? this.db.prepare("SELECT * FROM submissions WHERE channel = ? ORDER BY id").all(filter.channel)
        : this.db.prepare("SELECT * FROM submissions ORDER BY id").all()
    ) as Row[];
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      payload: JSON.parse(row.payload) as unknown,
      receivedAt: row.received_at,
    }));
  }

  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}
