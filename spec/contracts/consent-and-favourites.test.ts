import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  COOKIE_PREFERENCES_KEY,
  CookiePreferencesSchema,
  parseStoredCookiePreferences,
} from "../../contracts/cookie-preferences";
import { FAVORITE_DEALS_LIMIT, parseStoredFavoriteDeals } from "../../contracts/favorite-deals";
import {
  allowsCookies,
  cookiePreferencesOf,
  readCookiePreferences,
  saveCookiePreferences,
} from "../../site/src/consent/cookie-preferences";
import { fixedClock } from "../../site/src/rules/clock";
import { STORAGE_KEYS } from "../../site/src/rules/constants";

// Whatever a browser's storage may hold under a key: JSON of any shape, or plain text.
const storedText = () =>
  fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  );

/** A local storage in memory; `blocked` throws as a browser that refuses storage does. */
function memoryStorage(blocked = false) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
  return {
    items,
    access: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return storage;
    },
  };
}

describe("the cookie preferences @clause:CHROME-7", () => {
  test.prop([storedText()])("read anything stored as preferences or as no choice, never a crash", (stored) => {
    const preferences = parseStoredCookiePreferences(stored);
    if (preferences !== null) expect(CookiePreferencesSchema.safeParse(preferences).success).toBe(true);
  });

  test.prop([fc.boolean(), fc.boolean(), fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })])(
    "come back as saved, under 'cookiePreferences'",
    (analytics, marketing, when) => {
      const storage = memoryStorage();
      const preferences = cookiePreferencesOf({ analytics, marketing }, fixedClock(when));
      expect(saveCookiePreferences(preferences, storage.access)).toBe(true);
      expect(storage.items.has(COOKIE_PREFERENCES_KEY)).toBe(true);
      expect(readCookiePreferences(storage.access)).toEqual(preferences);
      expect(allowsCookies("analytics", storage.access)).toBe(analytics);
      expect(allowsCookies("marketing", storage.access)).toBe(marketing);
    },
  );

  test("say no to analytics and marketing until the visitor says yes, and yes to the necessary ones", () => {
    for (const storage of [memoryStorage(), memoryStorage(true)]) {
      expect(allowsCookies("necessary", storage.access)).toBe(true);
      expect(allowsCookies("analytics", storage.access)).toBe(false);
      expect(allowsCookies("marketing", storage.access)).toBe(false);
    }
  });

  test("cannot refuse the necessary cookies", () => {
    const stored = JSON.stringify({
      version: 1,
      necessary: false,
      analytics: true,
      marketing: true,
      savedAt: new Date().toISOString(),
    });
    expect(parseStoredCookiePreferences(stored)).toBeNull();
  });

  test("report a browser that refuses to keep them", () => {
    const preferences = cookiePreferencesOf({ analytics: true, marketing: false }, fixedClock(0));
    expect(saveCookiePreferences(preferences, memoryStorage(true).access)).toBe(false);
  });
});

describe("the favourite deals kept beside the location @clause:ENTITY-13", () => {
  test("live under the key 'favoriteDeals'", () => {
    expect(STORAGE_KEYS.favoriteDeals).toBe("favoriteDeals");
    expect(parseStoredFavoriteDeals(JSON.stringify(["oferta-1", "oferta-2"]))).toEqual(["oferta-1", "oferta-2"]);
  });

  test.prop([storedText()])("read anything stored as a list of deal ids, never a crash", (stored) => {
    const deals = parseStoredFavoriteDeals(stored);
    expect(Array.isArray(deals)).toBe(true);
    expect(deals.length).toBeLessThanOrEqual(FAVORITE_DEALS_LIMIT);
    for (const deal of deals) expect(deal.trim()).not.toBe("");
  });
});
