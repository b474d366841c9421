/**
 * The idempotency key of a submission (API-3): the header a form sends so a
 * retried submission is stored once, and the shape of its value. Plain
 * constants, so the form that sends it loads no schema library; the schema
 * that checks it is in submission.ts.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** 16 to 64 letters, digits or hyphens (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
