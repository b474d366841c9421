/**
 * The visitor id's format, as the decisions state it, literal on purpose: the
 * site's own pattern is what is under test.
 */

/** TRACK-8: a new visitor id is a random version-4 UUID, written in lower case. */
export const VERSION_4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** TRACK-23: an id already kept that looks like a token (8 to 128 letters, digits, '.', '_' or '-') is kept. */
export const KEPT_VISITOR_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Whether a value is a visitor id the site may keep and report: a new one, or one kept from before. */
export function isVisitorId(value: unknown): value is string {
  return typeof value === "string" && (VERSION_4_UUID.test(value) || KEPT_VISITOR_ID.test(value));
}
