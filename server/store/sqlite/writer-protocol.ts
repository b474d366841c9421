import type { Channel, SaveOutcome, StoredSubmission } from "../submission-store";
import type { SubmissionMessage } from "./sqlite-submissions";

/**
 * What the event loop asks the writer thread, and what it answers, numbered so
 * answers find their question. Messages are lists, and are gathered the way
 * the writer gathers commits: a question goes at once to an idle writer (so it
 * commits while the event loop still reads the burst; gathered per turn of the
 * event loop instead, the first commit waited for the whole burst to be read);
 * the questions asked while it is busy go together when it answers; and the
 * answers of one commit come back as one message. Under a burst of 600 leads,
 * one postMessage each cost the event loop about 8 % of its time.
 */
export type WriterQuestion =
  | { op: "save"; submission: SubmissionMessage }
  | { op: "list"; filter: { channel?: Channel } }
  | { op: "count" }
  | { op: "commits-reach-disk" }
  | { op: "close" };
export type WriterRequest = { seq: number } & WriterQuestion;

export type WriterAnswer = { seq: number } & (
  | { ok: true; result: SaveOutcome | StoredSubmission[] | number | boolean | null }
  /** `unavailable`: the database could not be opened, and `message` is the line that says why (StoreUnavailableError). */
  | { ok: false; message: string; unavailable?: boolean }
);

export interface WriterData {
  file: string;
  /** How long each statement waits for a database another connection holds. */
  busyTimeoutMs: number;
  /** The writer's module, which the entry loads once TypeScript can be read. */
  entry: string;
}
