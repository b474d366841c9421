import * as z from "zod/mini";
import { parseStoredJson } from "./stored-json";

/**
 * The visitor's cookie choices, made in the footer's cookie-preferences dialog
 * and kept in local storage under `cookiePreferences` (STORAGE_KEYS in
 * site/src/rules/constants.ts, a plain module the first load can read). Necessary cookies cannot
 * be refused; analytics and marketing wait for the visitor's yes. Code that adds
 * tags reads them through site/src/consent/cookie-preferences.ts. `zod/mini`
 * because the browser parses it.
 */

/** The categories the dialog offers, in its order. */
export const COOKIE_CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export const CookiePreferencesSchema = z.object({
  /** The shape's version: a later change of categories asks again rather than misreading old choices. */
  version: z.literal(1),
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  /** When the visitor saved them (ISO 8601), for audits of consent. */
  savedAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)),
});
export type CookiePreferences = z.infer<typeof CookiePreferencesSchema>;

/** What the visitor allows beyond the necessary cookies. */
export type CookieChoices = Pick<CookiePreferences, "analytics" | "marketing">;

/** The stored choices, or null when none were made or what is stored cannot be trusted. */
export function parseStoredCookiePreferences(stored: string | null | undefined): CookiePreferences | null {
  return parseStoredJson(CookiePreferencesSchema, stored);
}
