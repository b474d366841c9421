import type { CookieChoices, CookiePreferences } from "../../../contracts/cookie-preferences";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";
import { type ConsentMode, defaultChoices } from "./consent-mode";

/** The window event fired when the visitor saves new choices (its detail: the preferences), for code that waits for a yes. */
export const COOKIE_PREFERENCES_CHANGED = "cookiepreferenceschange";

/** A getter, because merely reading `window.localStorage` throws when storage is blocked. */
type StorageAccess = () => Storage;

/**
 * What the visitor allows now (decision CONSENT-1): the choices they saved in
 * the cookie preferences, or, before any choice, the consent mode's defaults.
 * A stored value that is not a valid choice counts as none and is removed, so
 * the dialog starts afresh. The contract's parser is handed in, because the
 * browser loads it only when something is stored: a visitor who never chose
 * loads no parser at all.
 */
export async function effectiveChoices(
  storage: StorageAccess,
  mode: ConsentMode,
  parse: (stored: string) => Promise<CookiePreferences | null>,
): Promise<CookieChoices> {
  let stored: string | null;
  try {
    stored = storage().getItem(STORAGE_KEYS.cookiePreferences);
  } catch {
    // Storage blocked: no choice can have been saved.
    return defaultChoices(mode);
  }
  if (stored === null) return defaultChoices(mode);
  const preferences = await parse(stored).catch(() => null);
  if (preferences) return { analytics: preferences.analytics, marketing: preferences.marketing };
  try {
    storage().removeItem(STORAGE_KEYS.cookiePreferences);
  } catch {
    // Nothing more to do: the value is ignored all the same.
  }
  return defaultChoices(mode);
}
