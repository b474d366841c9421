import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import { CookiePreferencesSchema, parseStoredCookiePreferences } from "../../contracts/cookie-preferences";
import { FAVORITE_DEALS_LIMIT, parseStoredFavoriteDeals } from "../../contracts/favorite-deals";
import { STORAGE_KEYS } from "../../contracts/storage-keys";
import { fixedClock } from "../../shared/clock";
import {
  ConsentModeError,
  consentModeFrom,
  defaultChoices,
  pageConsentMode,
} from "../../site/src/consent/consent-mode";
import {
  cookiePreferencesOf,
  readCookiePreferences,
  saveCookiePreferences,
} from "../../site/src/consent/cookie-preferences";
import { effectiveChoices } from "../../site/src/consent/visitor-consent";

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
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  return {
    items,
    access: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return storage;
    },
  };
}

describe("the cookie preferences @clause:CHROME-26", () => {
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
      expect(storage.items.has("cookiePreferences")).toBe(true);
      expect(readCookiePreferences(storage.access)).toEqual(preferences);
    },
  );

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

const parse = async (stored: string) => parseStoredCookiePreferences(stored);

// Either consent mode a deployment may have (decision CONSENT-1).
const consentMode = fc.constantFrom("notice" as const, "opt-in" as const);

/** What decision CONSENT-1 allows before any choice: everything in notice mode, nothing in opt-in. */
const BEFORE_ANY_CHOICE = {
  notice: { analytics: true, marketing: true },
  "opt-in": { analytics: false, marketing: false },
} as const;
/** The mode this test run's build would have: GATSBY_CONSENT_MODE, notice when unset. */
const BUILD_MODE = process.env.GATSBY_CONSENT_MODE?.trim() || "notice";

describe("the consent mode @clause:CONSENT-1", () => {
  test("is notice unless the build asks for opt-in; anything else stops the build, naming the variable", () => {
    expect(consentModeFrom({})).toBe("notice");
    expect(consentModeFrom({ GATSBY_CONSENT_MODE: " " })).toBe("notice");
    expect(consentModeFrom({ GATSBY_CONSENT_MODE: "opt-in" })).toBe("opt-in");
    expect(consentModeFrom({ GATSBY_CONSENT_MODE: "notice" })).toBe("notice");
    expect(() => consentModeFrom({ GATSBY_CONSENT_MODE: "optin" })).toThrow(ConsentModeError);
    expect(() => consentModeFrom({ GATSBY_CONSENT_MODE: "optin" })).toThrow(/GATSBY_CONSENT_MODE/);
  });

  test.prop([
    fc.oneof(fc.constantFrom("notice", "opt-in", "", " opt-in ", "OPT-IN", "optin"), fc.string()),
    fc.boolean(),
  ])("is what the page states when that is a mode, else the build's", (stated, present) => {
    const page = {
      querySelector: (selector: string) =>
        present && selector === 'meta[name="consent-mode"]' ? { getAttribute: () => stated } : null,
    } as unknown as Pick<Document, "querySelector">;
    const mode = pageConsentMode(page);
    const trimmed = stated.trim();
    if (present && (trimmed === "notice" || trimmed === "opt-in")) expect(mode).toBe(trimmed);
    else expect(mode).toBe(BUILD_MODE);
  });

  test("allows analytics and marketing before any choice in notice mode (the source spec's site), neither in opt-in", () => {
    expect(defaultChoices("notice")).toEqual({ analytics: true, marketing: true });
    expect(defaultChoices("opt-in")).toEqual({ analytics: false, marketing: false });
  });

  test.prop([consentMode, fc.boolean(), fc.boolean()])(
    "gives way to the visitor's saved choice, whatever the mode",
    async (mode, analytics, marketing) => {
      const storage = memoryStorage();
      saveCookiePreferences(cookiePreferencesOf({ analytics, marketing }, fixedClock(0)), storage.access);
      expect(await effectiveChoices(storage.access, mode, parse)).toEqual({ analytics, marketing });
    },
  );

  test.prop([consentMode, storedText()])(
    "reads what cannot be trusted as no choice, and removes it @clause:ROBUST-4",
    async (mode, stored) => {
      const storage = memoryStorage();
      storage.items.set("cookiePreferences", stored);
      const trusted = parseStoredCookiePreferences(stored);
      const choices = await effectiveChoices(storage.access, mode, parse);
      if (trusted) expect(choices).toEqual({ analytics: trusted.analytics, marketing: trusted.marketing });
      else {
        expect(choices).toEqual(BEFORE_ANY_CHOICE[mode]);
        expect(storage.items.has("cookiePreferences")).toBe(false);
      }
    },
  );

  test.prop([consentMode])("falls back to the mode's defaults when storage is blocked", async (mode) => {
    expect(await effectiveChoices(memoryStorage(true).access, mode, parse)).toEqual(BEFORE_ANY_CHOICE[mode]);
  });

  test("in opt-in mode a visitor who never chose is treated exactly as one who refused in notice mode", async () => {
    const refused = memoryStorage();
    saveCookiePreferences(cookiePreferencesOf({ analytics: false, marketing: false }, fixedClock(0)), refused.access);
    expect(await effectiveChoices(memoryStorage().access, "opt-in", parse)).toEqual(
      await effectiveChoices(refused.access, "notice", parse),
    );
  });
});

describe("the favourite deals kept beside the location @clause:ENTITY-13", () => {
  test("live under the key 'favoriteDeals'", () => {
    expect(STORAGE_KEYS.favoriteDeals).toBe("favoriteDeals");
    expect(parseStoredFavoriteDeals(JSON.stringify(["oferta-1", "oferta-2"]))).toEqual(["oferta-1", "oferta-2"]);
  });

  test("keep up to 50 deals; a longer list, or a blank id, is not trusted", () => {
    // Generated lists hold ten entries at most: the bound is checked here, at its edge.
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `oferta-${index}`);
    expect(parseStoredFavoriteDeals(JSON.stringify(ids(50)))).toEqual(ids(50));
    expect(parseStoredFavoriteDeals(JSON.stringify(ids(51)))).toEqual([]);
    expect(parseStoredFavoriteDeals(JSON.stringify(["oferta-1", "  "]))).toEqual([]);
  });

  test.prop([storedText()])("read anything stored as a list of deal ids, never a crash", (stored) => {
    const deals = parseStoredFavoriteDeals(stored);
    expect(Array.isArray(deals)).toBe(true);
    expect(deals.length).toBeLessThanOrEqual(FAVORITE_DEALS_LIMIT);
    for (const deal of deals) expect(deal.trim()).not.toBe("");
  });
});

describe("the consent mode's edges @clause:CONSENT-1", () => {
  test("a mode the build cannot use stops it with a ConsentModeError saying what it expects @clause:CONSENT-6", () => {
    let error: unknown;
    try {
      consentModeFrom({ GATSBY_CONSENT_MODE: " optin " });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConsentModeError);
    expect((error as Error).name).toBe("ConsentModeError");
    expect((error as Error).message).toBe(
      'GATSBY_CONSENT_MODE="optin" is not a consent mode (expected notice or opt-in).',
    );
  });

  test("a page reads its mode from the meta's content, and a meta without content states none", () => {
    const page = (attributes: Record<string, string>) =>
      ({
        querySelector: (selector: string) =>
          selector === 'meta[name="consent-mode"]'
            ? { getAttribute: (name: string) => attributes[name] ?? null }
            : null,
      }) as unknown as Pick<Document, "querySelector">;
    const other = BUILD_MODE === "notice" ? "opt-in" : "notice";
    expect(pageConsentMode(page({ content: other }))).toBe(other);
    expect(pageConsentMode(page({ name: "consent-mode" }))).toBe(BUILD_MODE);
    expect(pageConsentMode(page({ value: other }))).toBe(BUILD_MODE);
  });
});

describe("the visitor's choices without a parser @clause:CONSENT-1 @clause:CONSENT-5", () => {
  const recordingParse = () => {
    const calls: string[] = [];
    return {
      calls,
      parse: async (stored: string) => {
        calls.push(stored);
        return parseStoredCookiePreferences(stored);
      },
    };
  };

  test.prop([consentMode])("a visitor who never chose, or whose storage is blocked, loads no parser", async (mode) => {
    const never = recordingParse();
    expect(await effectiveChoices(memoryStorage().access, mode, never.parse)).toEqual(BEFORE_ANY_CHOICE[mode]);
    const blocked = recordingParse();
    expect(await effectiveChoices(memoryStorage(true).access, mode, blocked.parse)).toEqual(BEFORE_ANY_CHOICE[mode]);
    expect([...never.calls, ...blocked.calls]).toEqual([]);
  });

  test("blocked storage reads as no choice", () => {
    expect(readCookiePreferences(memoryStorage(true).access)).toBeNull();
  });

  test("saving tells the page, with the preferences saved", () => {
    const page = new EventTarget();
    const told: unknown[] = [];
    page.addEventListener("cookiepreferenceschange", (event) => told.push((event as CustomEvent).detail));
    vi.stubGlobal("window", page);
    try {
      const preferences = cookiePreferencesOf({ analytics: false, marketing: true }, fixedClock(0));
      expect(saveCookiePreferences(preferences, memoryStorage().access)).toBe(true);
      expect(told).toEqual([
        { version: 1, necessary: true, analytics: false, marketing: true, savedAt: "1970-01-01T00:00:00.000Z" },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
