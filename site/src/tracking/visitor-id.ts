import { VISITOR_ID_PATTERN } from "../../../contracts/campaign-storage";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";
import { type RandomBytes, randomUuid } from "../rules/random-uuid";

/** A new visitor id: a random (version 4) UUID. */
export function newVisitorId(random?: RandomBytes): string {
  return randomUuid(random);
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
