import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { fixedClock } from "../../shared/clock";
import {
  CLICK_ID_COOKIE_DAYS,
  clickIdCookie,
  expiredClickIdCookie,
  hasClickIdCookie,
} from "../../site/src/tracking/click-id-cookie";
import { paramValue } from "../arbitraries/tracking";

const DAY_MS = 24 * 60 * 60 * 1000;

// Instants a visitor could land at, from 2000 to 2100, to the millisecond.
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

/** The cookie's attributes, by lower-case name (flags map to ""). */
function attributes(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split("; ");
  return new Map(
    parts.map((part) => {
      const at = part.indexOf("=");
      return at === -1 ? [part.toLowerCase(), ""] : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
    }),
  );
}

describe("clickIdCookie @clause:STATE-13 @clause:TRACK-3 @clause:TRACK-19", () => {
  test.prop([instant, fc.boolean()])(
    "expires 90 days after the clock's now, to the second @clause:CONST-2",
    (now, secure) => {
      const expires = attributes(clickIdCookie("abc", { clock: fixedClock(now), secure })).get("expires");
      expect(CLICK_ID_COOKIE_DAYS).toBe(90);
      expect(Date.parse(expires ?? "")).toBe(Math.floor((now + 90 * DAY_MS) / 1000) * 1000);
    },
  );

  test.prop([instant])("is for the whole site, Lax, and Secure only over https", (now) => {
    const overHttps = attributes(clickIdCookie("abc", { clock: fixedClock(now), secure: true }));
    const overHttp = attributes(clickIdCookie("abc", { clock: fixedClock(now), secure: false }));
    expect(overHttps.get("path")).toBe("/");
    expect(overHttps.get("samesite")).toBe("Lax");
    expect(overHttps.has("secure")).toBe(true);
    expect(overHttp.has("secure")).toBe(false);
    expect(overHttp.has("max-age")).toBe(false);
  });

  test.prop([paramValue().filter((value) => value !== "")])(
    "keeps any click id intact, and nothing in it can add an attribute",
    (clickId) => {
      const cookie = clickIdCookie(clickId, { clock: fixedClock(0), secure: false });
      const [pair] = cookie.split("; ");
      expect(pair).toMatch(/^gclid=[^;\s]*$/);
      expect(decodeURIComponent(pair?.slice("gclid=".length) ?? "")).toBe(clickId);
    },
  );
});

describe("expiredClickIdCookie @clause:CONSENT-4", () => {
  test("names the same cookie and path, already expired, so the browser drops it", () => {
    const expired = attributes(expiredClickIdCookie());
    expect(expiredClickIdCookie().split("; ")[0]).toBe("gclid=");
    expect(Date.parse(expired.get("expires") ?? "")).toBeLessThan(Date.UTC(2000, 0, 1));
    expect(expired.get("path")).toBe("/");
    expect(expired.get("samesite")).toBe("Lax");
  });
});

// Other cookies a page may hold, with names that only look like the click id's.
const otherCookie = fc.constantFrom("gclid_old=1", "_gcl_au=1.1", "xgclid=2", "gclidx=3", "tema=escuro");

describe("hasClickIdCookie @clause:CONSENT-1", () => {
  test.prop([fc.array(otherCookie, { maxLength: 4 }), fc.nat(4), paramValue()])(
    "finds the gclid cookie wherever it is in the page's cookies, and nothing that only looks like it",
    (others, at, value) => {
      expect(hasClickIdCookie(others.join("; "))).toBe(false);
      const withClickId = [...others.slice(0, at), `gclid=${encodeURIComponent(value)}`, ...others.slice(at)];
      expect(hasClickIdCookie(withClickId.join("; "))).toBe(true);
    },
  );
});
