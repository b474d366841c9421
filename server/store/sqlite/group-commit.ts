import type { SaveOutcome } from "../submission-store";
import type { SqliteSubmissions, SubmissionMessage } from "./sqlite-submissions";

/**
 * Group commit: the submissions that arrive while a write is under way wait
 * for the next turn of the event loop and are written together, in one
 * transaction and one fsync, however many there are. Under a burst, 600
 * writers share a handful of fsyncs instead of queueing for 600.
 */
export class GroupCommit {
  private pending: Array<{
    submission: SubmissionMessage;
    resolve: (outcome: SaveOutcome) => void;
    reject: (error: unknown) => void;
  }> = [];
  private scheduled = false;

  constructor(private readonly db: SqliteSubmissions) {}

  save(submission: SubmissionMessage): Promise<SaveOutcome> {
    return new Promise((resolve, reject) => {
      this.pending.push({ submission, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Writes what is waiting now (before a close, or on the scheduled turn). */
  flush(): void {
    this.scheduled = false;
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    try {
      const outcomes = this.db.saveBatch(batch.map((entry) => entry.submission));
      for (const [index, entry] of batch.entries()) entry.resolve(outcomes[index] as SaveOutcome);
    } catch (error) {
      // The transaction rolled back: no one in the batch is acknowledged.
      for (const entry of batch) entry.reject(error);
    }
  }
}
