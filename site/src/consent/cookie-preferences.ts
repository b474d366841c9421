import {
  type CookieChoices,
  type CookiePreferences,
  parseStoredCookiePreferences,
} from "../../../contracts/cookie-preferences";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";
import type { Clock } from "../../../shared/clock";
import { COOKIE_PREFERENCES_CHANGED } from "./visitor-consent";

/**
 * The visitor's saved cookie choices (decision CHROME-7), for the footer's
 * dialog. Code that must wait for a yes reads the effective choices through
 * visitor-consent.ts, which loads this contract's parser only when something
 * is stored.
 */

/** A getter, because merely reading `window.localStorage` throws when storage is blocked. */
export type StorageAccess = () => Storage;

/** The stored choices, or null when the visitor has not chosen (or storage is blocked, or what is stored cannot be trusted). */
export function readCookiePreferences(storage: StorageAccess): CookiePreferences | null {
  try {
    return parseStoredCookiePreferences(storage().getItem(STORAGE_KEYS.cookiePreferences));
  } catch {
    return null;
  }
}

/** The preferences a set of choices makes at the clock's now. */
export function cookiePreferencesOf(choices: CookieChoices, clock: Clock): CookiePreferences {
  return { version: 1, necessary: true, ...choices, savedAt: clock.now().toISOString() };
}

/** Keeps the visitor's choices and tells the page; false when the browser refuses to store them. */
export function saveCookiePreferences(preferences: CookiePreferences, storage: StorageAccess): boolean {
  try {
    storage().setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  } catch {
    return false;
  }
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(COOKIE_PREFERENCES_CHANGED, { detail: preferences }));
  }
  return true;
}
