import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DataLayerEventSchema } from "../../contracts/analytics";
import { type CookiePreferences, parseStoredCookiePreferences } from "../../contracts/cookie-preferences";
import { STORAGE_KEYS } from "../../contracts/storage-keys";
import { fixedClock } from "../../shared/clock";
import type { ConsentMode } from "../../site/src/consent/consent-mode";
import { COOKIE_PREFERENCES_CHANGED } from "../../site/src/consent/visitor-consent";
import { type LandingContext, startTracking } from "../../site/src/tracking/start-tracking";
import type { TagIds } from "../../site/src/tracking/tag-ids";

/** A landing in a fake browser: storage that works or throws, a cookie jar, a head for scripts, a console. */
function landing(
  search: string,
  {
    storage = "works" as "works" | "throws",
    protocol = "http:",
    consentMode = "notice" as ConsentMode,
    tagIds = {} as TagIds,
    savedChoices = undefined as string | undefined,
  } = {},
) {
  let jar = new Map<string, string>();
  const cookieWrites: string[] = [];
  const session = new Map<string, string>();
  const local = new Map<string, string>();
  if (savedChoices !== undefined) local.set(STORAGE_KEYS.cookiePreferences, savedChoices);
  const storageOf = (entries: Map<string, string>) => () => {
    if (storage === "throws") throw new DOMException("The operation is insecure.", "SecurityError");
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    } as Storage;
  };
  const scripts: string[] = [];
  const listeners: Array<(event: Event) => void> = [];
  const console = { error: vi.fn(), warn: vi.fn() };
  const page = { dataLayer: undefined as unknown[] | undefined };
  const context: LandingContext = {
    location: { search, protocol },
    document: {
      set cookie(value: string) {
        cookieWrites.push(value);
        const [pair = ""] = value.split(";");
        const [name = "", content = ""] = pair.split("=");
        if (/Expires=Thu, 01 Jan 1970/.test(value)) jar.delete(name);
        else jar = new Map(jar).set(name, content);
      },
      get cookie() {
        return [...jar].map(([name, content]) => `${name}=${content}`).join("; ");
      },
    },
    sessionStorage: storageOf(session),
    localStorage: storageOf(local),
    tagPage: {
      document: {
        createElement: () => ({}) as HTMLScriptElement,
        head: { append: (script: HTMLScriptElement) => void scripts.push(script.src) } as unknown as HTMLHeadElement,
      } as unknown as Pick<Document, "createElement" | "head">,
      window: page as unknown as Window,
      clock: fixedClock("2025-01-15T12:00:00Z"),
    },
    tagIds,
    consentMode,
    parseCookiePreferences: async (stored) => parseStoredCookiePreferences(stored),
    events: {
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
        void listeners.push(listener as (event: Event) => void),
    } as Pick<Window, "addEventListener">,
    clock: fixedClock("2025-01-15T12:00:00Z"),
    console,
  };
  /** The visitor saves choices in the cookie preferences. */
  const saveChoices = (analytics: boolean, marketing: boolean) => {
    const detail: CookiePreferences = {
      version: 1,
      necessary: true,
      analytics,
      marketing,
      savedAt: "2025-01-15T12:00:00Z",
    };
    for (const listener of listeners) listener(new CustomEvent(COOKIE_PREFERENCES_CHANGED, { detail }));
  };
  return { context, jar: () => jar, cookieWrites, session, local, scripts, console, saveChoices };
}

const choices = (analytics: boolean, marketing: boolean) =>
  JSON.stringify({ version: 1, necessary: true, analytics, marketing, savedAt: "2025-01-01T00:00:00Z" });

describe("startTracking", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());
  const pushed = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

  test("saves the campaign, sets the click-id cookie and pushes the visitor id @clause:STATE-11 @clause:STATE-13 @clause:STATE-14", async () => {
    const { context, cookieWrites, session, local, console } = landing("?gclid=abc&utm_source=aw&campanha=verao", {
      protocol: "https:",
    });
    await startTracking(context);
    expect(Object.fromEntries(session)).toEqual({ gclid: "abc", campanha: "verao", source: "r_sociais" });
    expect(cookieWrites).toEqual(["gclid=abc; Expires=Tue, 15 Apr 2025 12:00:00 GMT; Path=/; SameSite=Lax; Secure"]);
    const id = local.get("mit_gtm_uid");
    expect(pushed()).toEqual([{ event: "userId", user_id: id }]);
    expect(DataLayerEventSchema.parse(pushed()[0])).toBeTruthy();
    expect(console.error).not.toHaveBeenCalled();
  });

  test("loads no tag of a build given no tag ids, even with everything accepted @clause:TRACK-14", async () => {
    const { context, scripts, saveChoices } = landing("?gclid=abc", { savedChoices: choices(true, true) });
    await startTracking(context);
    saveChoices(true, true);
    // No script for a tag manager or a pixel with no id (no `gtm.js?id=undefined`): no call to their hosts at all.
    expect(scripts).toEqual([]);
    expect(pushed().filter((push) => (push as { event?: string }).event === "gtm.js")).toEqual([]);
  });

  test("touches no storage and sets no cookie for an address without a campaign @clause:TRACK-1", async () => {
    const { context, cookieWrites, session } = landing("?outro=1");
    await startTracking(context);
    expect(session.size).toBe(0);
    expect(cookieWrites).toEqual([]);
  });

  test("removes stored campaign entries it would never have written @clause:ROBUST-4", async () => {
    const { context, session } = landing("?campanha=verao");
    session.set("source", "facebook");
    session.set("gclid", "x".repeat(1_000_000));
    session.set("fbclid", "fb-1");
    await startTracking(context);
    expect(Object.fromEntries(session)).toEqual({ campanha: "verao", fbclid: "fb-1" });
  });

  test("with storage blocked: one console error naming the data layer, no userId, the cookie still set @clause:ERROR-1 @clause:TRACK-4 @clause:TRACK-9 @clause:TRACK-20 @clause:TRACK-25", async () => {
    const { context, cookieWrites, console } = landing("?gclid=abc&campanha=verao", { storage: "throws" });
    await expect(startTracking(context)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error.mock.calls[0]?.[0]).toMatch(/^\[dataLayer\] /);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(pushed()).toEqual([]);
    expect(cookieWrites).toHaveLength(1);
  });
});

describe("what consent allows on landing @clause:CONSENT-1", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());
  const bothTags: TagIds = { tagManagerId: "GTM-ABC1234", pixelId: "123456789012345" };

  test("notice mode, no choice yet: the click-id cookie and both tags, as the source spec describes the site @clause:ANALYTICS-12 @clause:ANALYTICS-13", async () => {
    const { context, jar, scripts } = landing("?gclid=abc", { tagIds: bothTags });
    await startTracking(context);
    expect(jar().get("gclid")).toBe("abc");
    expect(scripts).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
  });

  test("opt-in mode, no choice yet: no cookie, no tag; a yes later sets the landing's cookie and loads them", async () => {
    const { context, jar, scripts, saveChoices } = landing("?gclid=abc", { consentMode: "opt-in", tagIds: bothTags });
    await startTracking(context);
    expect(jar().size).toBe(0);
    expect(scripts).toEqual([]);
    saveChoices(true, false);
    expect(jar().size).toBe(0);
    expect(scripts).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"]);
    saveChoices(true, true);
    expect(jar().get("gclid")).toBe("abc");
    expect(scripts).toHaveLength(2);
    saveChoices(true, true);
    expect(scripts).toHaveLength(2);
  });

  test("a saved no wins over the notice mode, and a saved yes over the opt-in mode", async () => {
    const refused = landing("?gclid=abc", { tagIds: bothTags, savedChoices: choices(false, false) });
    await startTracking(refused.context);
    expect(refused.jar().size).toBe(0);
    expect(refused.scripts).toEqual([]);
    const accepted = landing("?gclid=abc", {
      consentMode: "opt-in",
      tagIds: bothTags,
      savedChoices: choices(true, true),
    });
    await startTracking(accepted.context);
    expect(accepted.jar().get("gclid")).toBe("abc");
    expect(accepted.scripts).toHaveLength(2);
  });

  test("a no to marketing removes the click-id cookie of an earlier visit", async () => {
    const { context, jar, saveChoices } = landing("");
    context.document.cookie = "gclid=antigo; Path=/";
    await startTracking(context);
    expect(jar().get("gclid")).toBe("antigo");
    saveChoices(true, false);
    expect(jar().has("gclid")).toBe(false);
  });

  test("saved choices that cannot be trusted count as none and are removed @clause:ROBUST-4", async () => {
    for (const garbage of ['{"version":', '{"version":1,"necessary":"sim"}', "x".repeat(1_000_000)]) {
      const { context, local, jar } = landing("?gclid=abc", { consentMode: "notice", savedChoices: garbage });
      await startTracking(context);
      expect(local.has(STORAGE_KEYS.cookiePreferences)).toBe(false);
      expect(jar().get("gclid")).toBe("abc");
    }
  });
});

describe("blocked storage and the campaign @clause:TRACK-4 @clause:ERROR-1", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());

  test("costs a warning naming the data layer only when the address brought a campaign to keep", async () => {
    const withCampaign = landing("?campanha=verao", { storage: "throws" });
    await startTracking(withCampaign.context);
    expect(withCampaign.console.warn.mock.calls.map(([message]) => message)).toEqual([
      "[dataLayer] Could not save the campaign in session storage.",
    ]);
    const without = landing("?outro=1", { storage: "throws" });
    await startTracking(without.context);
    expect(without.console.warn).not.toHaveBeenCalled();
  });
});
