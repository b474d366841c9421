/**
 * Where the reference API keeps what visitors send. Two stores answer the same
 * contract: SQLite, a file beside the server (the default of `npm start`), and
 * PostgreSQL, for several instances behind one address (`DATABASE_URL`). Both
 * write before the API answers, so nothing acknowledged is lost, and both keep
 * the idempotency key unique, so a retried submission is stored once.
 */

export type Channel = "lead" | "contact";

export interface NewSubmission {
  channel: Channel;
  /** The lead's kind (cotacao, test-drive, vip) or "contato". */
  kind: string;
  idempotencyKey: string;
  /** What the contract parsed: the request's meaning, whatever its spacing or key order. */
  payload: unknown;
  receivedAt: Date;
}

export interface StoredSubmission {
  id: number;
  channel: Channel;
  kind: string;
  idempotencyKey: string;
  payload: unknown;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

/**
 * What became of a submission: `stored` the first time; `repeated` when its key
 * was stored before with the same submission (a retry: the earlier one stands);
 * `conflict` when the key was stored with another submission or on the other
 * channel (the IETF idempotency-key draft's 422: nothing is stored).
 */
export type SaveOutcome =
  | { outcome: "stored"; id: number }
  | { outcome: "repeated"; id: number }
  | { outcome: "conflict"; id: number };

export interface SubmissionStore {
  /** "sqlite" or "postgres", for logs and reports. */
  readonly kind: string;
  saveOnce(submission: NewSubmission): Promise<SaveOutcome>;
  list(filter?: { channel?: Channel }): Promise<StoredSubmission[]>;
  count(): Promise<number>;
  /**
   * Whether COMMIT returns only once the commit is on disk, as read from the
   * connection that writes (a setting, not a promise of this code): a process
   * kill cannot tell, since the kernel keeps what was written, but a power cut
   * loses every lead acknowledged before its commit reached the disk.
   */
  commitsReachDisk(): Promise<boolean>;
  close(): Promise<void>;
}

/** JSON with object keys in order, so two payloads of the same meaning read the same (PostgreSQL's jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The outcome for a key already stored: the same submission again is a retry, anything else a conflict. */
export function outcomeForStoredKey(
  stored: { id: number; channel: string; payload: unknown },
  incoming: NewSubmission,
): SaveOutcome {
  const same = stored.channel === incoming.channel && canonicalJson(stored.payload) === canonicalJson(incoming.payload);
  return { outcome: same ? "repeated" : "conflict", id: stored.id };
}
