import { VISITOR_ID_PATTERN } from "../../../contracts/campaign-storage";
import { STORAGE_KEYS } from "../rules/constants";

/** Fills bytes with cryptographically strong random values. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A new visitor id: a random (version 4) UUID. Built from getRandomValues
 * because crypto.randomUUID exists only on https pages.
 */
export function newVisitorId(random: RandomBytes = cryptoRandom): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's id (source spec §4): the one kept in local storage as
 * `mit_gtm_uid`, or a new one stored there when there is none (or what is there
 * is not an id). Throws when the storage cannot be read or written.
 */
export function visitorId(storage: Pick<Storage, "getItem" | "setItem">, makeId: () => string = newVisitorId): string {
  const stored = storage.getItem(STORAGE_KEYS.visitorId);
  if (stored !== null && VISITOR_ID_PATTERN.test(stored)) return stored;
  const id = makeId();
  storage.setItem(STORAGE_KEYS.visitorId, id);
  return id;
}
