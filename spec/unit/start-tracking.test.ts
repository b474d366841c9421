import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DataLayerEventSchema } from "../../contracts/analytics";
import { fixedClock } from "../../site/src/rules/clock";
import { type LandingContext, startTracking, USER_ID_ERROR } from "../../site/src/tracking/start-tracking";

/** A landing in a fake browser: storage that works or throws, a cookie jar, a console. */
function landing(search: string, { storage = "works" as "works" | "throws", protocol = "http:" } = {}) {
  const cookies: string[] = [];
  const session = new Map<string, string>();
  const local = new Map<string, string>();
  const storageOf = (entries: Map<string, string>) => () => {
    if (storage === "throws") throw new DOMException("The operation is insecure.", "SecurityError");
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
    } as Storage;
  };
  const console = { error: vi.fn(), warn: vi.fn() };
  const context: LandingContext = {
    location: { search, protocol },
    document: {
      set cookie(value: string) {
        cookies.push(value);
      },
      get cookie() {
        return cookies.join("; ");
      },
    },
    sessionStorage: storageOf(session),
    localStorage: storageOf(local),
    clock: fixedClock("2025-01-15T12:00:00Z"),
    console,
  };
  return { context, cookies, session, local, console };
}

describe("startTracking", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());
  const pushed = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

  test("saves the campaign, sets the click-id cookie and pushes the visitor id @clause:STATE-11 @clause:STATE-13 @clause:STATE-14", () => {
    const { context, cookies, session, local, console } = landing("?gclid=abc&utm_source=aw&campanha=verao", {
      protocol: "https:",
    });
    startTracking(context);
    expect(Object.fromEntries(session)).toEqual({ gclid: "abc", campanha: "verao", source: "r_sociais" });
    expect(cookies).toEqual(["gclid=abc; Expires=Tue, 15 Apr 2025 12:00:00 GMT; Path=/; SameSite=Lax; Secure"]);
    const id = local.get("mit_gtm_uid");
    expect(pushed()).toEqual([{ event: "userId", user_id: id }]);
    expect(DataLayerEventSchema.parse(pushed()[0])).toBeTruthy();
    expect(console.error).not.toHaveBeenCalled();
  });

  test("touches no storage and sets no cookie for an address without a campaign @clause:TRACK-1", () => {
    const { context, cookies, session } = landing("?outro=1");
    startTracking(context);
    expect(session.size).toBe(0);
    expect(cookies).toEqual([]);
  });

  test("with storage blocked: one console error naming the data layer, no userId, the cookie still set @clause:ERROR-1 @clause:TRACK-4 @clause:TRACK-9", () => {
    const { context, cookies, console } = landing("?gclid=abc&campanha=verao", { storage: "throws" });
    expect(() => startTracking(context)).not.toThrow();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error.mock.calls[0]?.[0]).toBe(USER_ID_ERROR);
    expect(USER_ID_ERROR).toMatch(/dataLayer/);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(pushed()).toEqual([]);
    expect(cookies).toHaveLength(1);
  });
});
