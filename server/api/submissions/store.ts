import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Where the reference API keeps what visitors send: an SQLite file. Every
 * accepted submission is written, with full durability, before the API answers,
 * so nothing acknowledged is lost if the server stops; the idempotency key is
 * unique, so a retried submission is stored once.
 */

export type Channel = "lead" | "contact";

export interface StoredSubmission {
  id: number;
  channel: Channel;
  /** The lead's kind (cotacao, test-drive, vip) or "contato". */
  kind: string;
  idempotencyKey: string;
  payload: unknown;
  receivedAt: string;
}

export interface SaveOutcome {
  id: number;
  /** False when the idempotency key had been stored before: the earlier submission stands. */
  created: boolean;
}

interface Row {
  id: number;
  channel: Channel;
  kind: string;
  idempotency_key: string;
  payload: string;
  received_at: string;
}

export class SubmissionStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly findByKey: Database.Statement;

  constructor(readonly file: string) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    // FULL: the answer goes out only after the write is on disk.
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.exec(`CREATE TABLE IF NOT EXISTS submissions (
      id INTEGER PRIMARY KEY,
      channel TEXT NOT NULL,
      kind TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE,
      payload TEXT NOT NULL,
      received_at TEXT NOT NULL
    )`);
    this.insert = this.db.prepare(
      "INSERT INTO submissions (channel, kind, idempotency_key, payload, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING",
    );
    this.findByKey = this.db.prepare("SELECT id FROM submissions WHERE idempotency_key = ?");
  }

  /** Stores a submission unless its idempotency key is already stored. */
  saveOnce(channel: Channel, kind: string, idempotencyKey: string, payload: unknown, receivedAt: Date): SaveOutcome {
    const result = this.insert.run(channel, kind, idempotencyKey, JSON.stringify(payload), receivedAt.toISOString());
    if (result.changes === 1) return { id: Number(result.lastInsertRowid), created: true };
    const existing = this.findByKey.get(idempotencyKey) as { id: number } | undefined;
    if (!existing) throw new Error("A submission was neither stored nor found by its key.");
    return { id: existing.id, created: false };
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
