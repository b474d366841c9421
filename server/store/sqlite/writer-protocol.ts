import type { Channel, SaveOutcome, StoredSubmission } from "../submission-store";
import type { SubmissionMessage } from "./sqlite-submissions";

/** What the event loop asks the writer thread, and what it answers, numbered so answers find their question. */
export type WriterQuestion =
  | { op: "save"; submission: SubmissionMessage }
  | { op: "list"; filter: { channel?: Channel } }
  | { op: "count" }
  | { op: "close" };
export type WriterRequest = { seq: number } & WriterQuestion;

export type WriterAnswer = { seq: number } & (
  | { ok: true; result: SaveOutcome | StoredSubmission[] | number | null }
  | { ok: false; message: string }
);

export interface WriterData {
  file: string;
  /** The writer's module, which the entry loads once TypeScript can be read. */
  entry: string;
}
