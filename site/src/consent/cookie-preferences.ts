import {
  COOKIE_PREFERENCES_KEY,
  type CookieCategory,
  type CookiePreferences,
  parseStoredCookiePreferences,
} from "../../../contracts/cookie-preferences";
import type { Clock } from "../rules/clock";

/**
 * The visitor's cookie choices (decision CHROME-7), for the footer's dialog
 * and for any code that must wait for a yes (tags of analytics or marketing).
 * Nothing chosen yet, or a stored value that cannot be trusted, reads as "no"
 * for everything but the necessary cookies.
 */

/** A getter, because merely reading `window.localStorage` throws when storage is blocked. */
export type StorageAccess = () => Storage;

/** The stored choices, or null when the visitor has not chosen (or storage is blocked). */
export function readCookiePreferences(storage: StorageAccess): CookiePreferences | null {
  try {
    return parseStoredCookiePreferences(storage().getItem(COOKIE_PREFERENCES_KEY));
  } catch {
    return null;
  }
}

/** Whether cookies of a category may be set: necessary ones always, the others only after a yes. */
export function allowsCookies(category: CookieCategory, storage: StorageAccess): boolean {
  if (category === "necessary") return true;
  return readCookiePreferences(storage)?.[category] ?? false;
}

export interface CookieChoices {
  analytics: boolean;
  marketing: boolean;
}

/** The preferences a set of choices makes at the clock's now. */
export function cookiePreferencesOf(choices: CookieChoices, clock: Clock): CookiePreferences {
  return { version: 1, necessary: true, ...choices, savedAt: clock.now().toISOString() };
}

/** Keeps the visitor's choices; false when the browser refuses to store them. */
export function saveCookiePreferences(preferences: CookiePreferences, storage: StorageAccess): boolean {
  try {
    storage().setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    return false;
  }
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(COOKIE_PREFERENCES_CHANGED, { detail: preferences }));
  }
  return true;
}

/** The window event fired when the visitor saves new choices, for code that waits for a yes. */
export const COOKIE_PREFERENCES_CHANGED = "cookiepreferenceschange";
