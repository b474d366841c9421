/**
 * One idempotency key per submission (API-3): sending the same submission
 * again (a retry after a failure or a timeout, a double click, a reload and a
 * retry) reuses its key, so the API stores it once; a submission whose content
 * changed is a new one and gets a new key.
 */

export interface PendingSubmission {
  /** The Idempotency-Key header it was sent with. */
  key: string;
  /** The JSON body it was sent with. */
  payload: string;
}

/** The attempt to send `payload`: the pending one's key when it is the same submission, else a new key. */
export function attemptFor(
  payload: string,
  pending: PendingSubmission | undefined,
  newKey: () => string,
): PendingSubmission {
  return pending && pending.payload === payload ? pending : { key: newKey(), payload };
}
