import { Worker } from "node:worker_threads";
import { StoreUnavailableError } from "../store-unavailable";
import type { Channel, NewSubmission, SaveOutcome, StoredSubmission, SubmissionStore } from "../submission-store";
import { GroupCommit } from "./group-commit";
import { SQLITE_BUSY_TIMEOUT_MS, SqliteSubmissions, type SubmissionMessage } from "./sqlite-submissions";
import type { WriterAnswer, WriterData, WriterQuestion, WriterRequest } from "./writer-protocol";

/**
 * Where SQLite's writes happen (issue 14 measured the three; bench/load.ts):
 * - `writer-thread` (the default): a worker thread owns the connection and
 *   commits in groups; the event loop only posts messages;
 * - `group-commit`: groups on the event loop itself (one fsync per group, but
 *   each fsync still holds every other request);
 * - `each-write`: one transaction and one fsync per submission on the event
 *   loop, as before issue 14.
 */
export type SqliteCommitMode = "writer-thread" | "group-commit" | "each-write";

const message = (submission: NewSubmission): SubmissionMessage => ({
  ...submission,
  receivedAt: submission.receivedAt.toISOString(),
});

/** SQLite on the event loop (`group-commit`, `each-write`). */
class SqliteOnEventLoop implements SubmissionStore {
  readonly kind = "sqlite";
  private readonly db: SqliteSubmissions;
  private readonly commits: GroupCommit | undefined;

  constructor(file: string, grouped: boolean, busyTimeoutMs: number) {
    this.db = new SqliteSubmissions(file, busyTimeoutMs);
    this.commits = grouped ? new GroupCommit(this.db) : undefined;
  }

  async saveOnce(submission: NewSubmission): Promise<SaveOutcome> {
    if (this.commits) return this.commits.save(message(submission));
    return this.db.saveBatch([message(submission)])[0] as SaveOutcome;
  }

  async list(filter: { channel?: Channel } = {}): Promise<StoredSubmission[]> {
    return this.db.list(filter);
  }

  async count(): Promise<number> {
    return this.db.count();
  }

  async commitsReachDisk(): Promise<boolean> {
    return this.db.commitsReachDisk();
  }

  async close(): Promise<void> {
    this.commits?.flush();
    this.db.close();
  }
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** SQLite in a writer thread (`writer-thread`). */
class SqliteInWriterThread implements SubmissionStore {
  readonly kind = "sqlite";
  private readonly pending = new Map<number, Pending>();
  /** Questions posted to the writer and not answered yet. */
  private unanswered = 0;
  /** Questions asked while the writer was busy: they go together once it answers (writer-protocol.ts). */
  private gathered: WriterRequest[] = [];
  private seq = 0;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (answers: WriterAnswer[]) => {
      for (const answer of answers) {
        // (Seq 0 is the writer saying it is ready: no question of ours.)
        if (answer.seq !== 0) this.unanswered -= 1;
        const waiting = this.pending.get(answer.seq);
        if (!waiting) continue;
        this.pending.delete(answer.seq);
        if (answer.ok) waiting.resolve(answer.result);
        else waiting.reject(answer.unavailable ? new StoreUnavailableError(answer.message) : new Error(answer.message));
      }
      if (this.unanswered === 0 && this.gathered.length > 0) this.post(this.gathered.splice(0));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The SQLite writer thread stopped (${code}).`)));
  }

  /** Starts the writer thread and resolves once it has opened the database. */
  static async start(file: string, busyTimeoutMs: number): Promise<SqliteInWriterThread> {
    const data: WriterData = { file, busyTimeoutMs, entry: new URL("./sqlite-writer.ts", import.meta.url).href };
    const worker = new Worker(new URL("./sqlite-writer-entry.mjs", import.meta.url), { workerData: data });
    const store = new SqliteInWriterThread(worker);
    // The writer says seq 0 once the file is open (or fails to open it).
    await new Promise<unknown>((resolve, reject) => store.pending.set(0, { resolve, reject }));
    return store;
  }

  private ask<T>(request: WriterQuestion): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    this.seq += 1;
    const seq = this.seq;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (result: unknown) => void, reject });
      const question = { ...request, seq } as WriterRequest;
      if (this.unanswered === 0) this.post([question]);
      else this.gathered.push(question);
    });
  }

  private post(questions: WriterRequest[]): void {
    this.unanswered += questions.length;
    this.worker.postMessage(questions);
  }

  saveOnce(submission: NewSubmission): Promise<SaveOutcome> {
    return this.ask({ op: "save", submission: message(submission) });
  }

  list(filter: { channel?: Channel } = {}): Promise<StoredSubmission[]> {
    return this.ask({ op: "list", filter });
  }

  count(): Promise<number> {
    return this.ask({ op: "count" });
  }

  commitsReachDisk(): Promise<boolean> {
    return this.ask({ op: "commits-reach-disk" });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.ask({ op: "close" });
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}

/** Opens the database (waiting up to `busyTimeoutMs` for other connections); a StoreUnavailableError if it stays locked. */
export async function openSqliteStore(
  file: string,
  mode: SqliteCommitMode = "writer-thread",
  busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS,
): Promise<SubmissionStore> {
  if (mode === "writer-thread") return SqliteInWriterThread.start(file, busyTimeoutMs);
  return new SqliteOnEventLoop(file, mode === "group-commit", busyTimeoutMs);
}
