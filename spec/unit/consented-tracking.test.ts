import { describe, expect, test, vi } from "vitest";
import type { CookieChoices } from "../../contracts/cookie-preferences";
import { fixedClock } from "../../shared/clock";
import {
  type ConsentedTracking,
  createConsentedTracking,
  startConsentedTracking,
} from "../../site/src/tracking/consented-tracking";
import { loadPixel, type TagPage } from "../../site/src/tracking/tag-loaders";

/**
 * What works only with the visitor's consent (decision CONSENT-1), in a fake
 * page: the cookie writes it makes, the scripts it appends. The clock stands at
 * 2026-11-23 12:00 UTC, so a click-id cookie set then expires 90 days later,
 * on Sunday 21 February 2027 (source spec §4).
 */

const NOW = "2026-11-23T12:00:00Z";
const CLICK_ID_COOKIE = "gclid=abc; Expires=Sun, 21 Feb 2027 12:00:00 GMT; Path=/; SameSite=Lax";
const EXPIRED = "gclid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax";

function fakeTagPage() {
  const scripts: string[] = [];
  const window: Record<string, unknown> = {};
  const page = {
    document: {
      createElement: (tag: string) => ({ tag, src: "", async: false }),
      head: { append: (script: { tag: string; src: string }) => void scripts.push(`<${script.tag}> ${script.src}`) },
    },
    window,
    clock: fixedClock(NOW),
  } as unknown as TagPage;
  return { page, scripts, window };
}

function fakeLanding(search: string, { protocol = "https:", cookies = "", refuseCookies = false } = {}) {
  let jar = cookies;
  const writes: string[] = [];
  const warn = vi.fn();
  const tags = fakeTagPage();
  const tracking = createConsentedTracking({
    location: { search, protocol },
    document: {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        if (refuseCookies) throw new DOMException("The operation is insecure.", "SecurityError");
        writes.push(value);
        jar = value.startsWith("gclid=;") ? "" : (value.split(";")[0] ?? "");
      },
    },
    tagPage: tags.page,
    tagIds: { tagManagerId: "GTM-TESTE1", pixelId: "123456789" },
    clock: fixedClock(NOW),
    console: { warn },
  });
  return { tracking, writes, warn, scripts: tags.scripts, window: tags.window };
}

const YES = { analytics: true, marketing: true };
const NO = { analytics: false, marketing: false };

describe("createConsentedTracking @clause:CONSENT-1 @clause:STATE-13", () => {
  test("a yes sets the landing's click-id cookie once; a no removes it; a later yes sets it again @clause:CONSENT-3 @clause:CONSENT-4", () => {
    const { tracking, writes } = fakeLanding("?gclid=abc");
    tracking.apply(YES);
    tracking.apply(YES);
    expect(writes).toEqual([`${CLICK_ID_COOKIE}; Secure`]);
    tracking.apply(NO);
    expect(writes).toEqual([`${CLICK_ID_COOKIE}; Secure`, EXPIRED]);
    tracking.apply(YES);
    expect(writes).toEqual([`${CLICK_ID_COOKIE}; Secure`, EXPIRED, `${CLICK_ID_COOKIE}; Secure`]);
  });

  test("over http the cookie is not marked Secure", () => {
    const { tracking, writes } = fakeLanding("?gclid=abc", { protocol: "http:" });
    tracking.apply(YES);
    expect(writes).toEqual([CLICK_ID_COOKIE]);
  });

  test("a no writes nothing when there is no click-id cookie to remove", () => {
    const { tracking, writes } = fakeLanding("", { cookies: "tema=escuro; _gcl_au=1.1" });
    tracking.apply(NO);
    expect(writes).toEqual([]);
  });

  test("each tag loads once, however often the visitor says yes, and the pixel counts one page view", () => {
    const { tracking, scripts, window } = fakeLanding("");
    tracking.apply(YES);
    tracking.apply(NO);
    tracking.apply(YES);
    tracking.apply(YES);
    expect(scripts).toEqual([
      "<script> https://www.googletagmanager.com/gtm.js?id=GTM-TESTE1",
      "<script> https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect((window.fbq as { queue: unknown[][] }).queue).toEqual([
      ["init", "123456789"],
      ["track", "PageView"],
    ]);
  });

  test("a browser that refuses the cookie gets one warning, and the page goes on @clause:TRACK-4", () => {
    const { tracking, warn, scripts } = fakeLanding("?gclid=abc", { refuseCookies: true });
    tracking.apply(YES);
    expect(warn.mock.calls.map(([message]) => message)).toEqual(["[dataLayer] Could not change the gclid cookie."]);
    expect(scripts).toHaveLength(2);
  });
});

describe("startConsentedTracking @clause:CONSENT-1 @clause:CONSENT-2", () => {
  test("a choice saved while the landing's choices are read wins over them", async () => {
    const applied: CookieChoices[] = [];
    const tracking: ConsentedTracking = { apply: (choices) => void applied.push(choices) };
    let save: (choices: CookieChoices) => void = () => undefined;
    let land: (choices: CookieChoices) => void = () => undefined;
    const started = startConsentedTracking(
      tracking,
      new Promise((resolve) => {
        land = resolve;
      }),
      (listener) => {
        save = listener;
      },
    );
    save(NO);
    land(YES);
    await started;
    expect(applied).toEqual([NO]);
  });

  test("without a saved choice, the landing's choices apply", async () => {
    const applied: CookieChoices[] = [];
    await startConsentedTracking(
      { apply: (choices) => void applied.push(choices) },
      Promise.resolve(YES),
      () => undefined,
    );
    expect(applied).toEqual([YES]);
  });
});

describe("loadPixel @clause:ANALYTICS-13", () => {
  test("defines the vendor's command queue once, appends its script once, and starts each id with a page view", () => {
    const { page, scripts, window } = fakeTagPage();
    loadPixel("111", page);
    const queue = window.fbq as { queue: unknown[][]; loaded: boolean; version: string; push: unknown };
    expect(window._fbq).toBe(queue);
    expect([queue.loaded, queue.version, queue.push]).toEqual([true, "2.0", queue]);
    loadPixel("222", page);
    expect(window.fbq).toBe(queue);
    expect(scripts).toEqual(["<script> https://connect.facebook.net/en_US/fbevents.js"]);
    expect(queue.queue).toEqual([
      ["init", "111"],
      ["track", "PageView"],
      ["init", "222"],
      ["track", "PageView"],
    ]);
  });
});
