import { describe, expect, test } from "vitest";
import { campaignFromSearch, campaignSource, clickIdForCookie } from "../../site/src/tracking/campaign";
import { carryTrackingParams, isCarriedParam } from "../../site/src/tracking/carry-tracking-params";
import { readStoredCampaign } from "../../site/src/tracking/stored-campaign";

/** The campaign rules of source spec §4 at their edges, on addresses written out here. */

describe("campaignSource @clause:STATE-11", () => {
  test("is 'google' for google in any letter case and with spaces around it, 'r_sociais' for anything else", () => {
    expect(["google", " Google ", "GOOGLE"].map(campaignSource)).toEqual(["google", "google", "google"]);
    expect(["googleads", "facebook", ""].map(campaignSource)).toEqual(["r_sociais", "r_sociais", "r_sociais"]);
  });
});

describe("clickIdForCookie @clause:STATE-13", () => {
  test("takes the click id when the source is absent, empty or contains 'aw' in any case, and only then", () => {
    expect(clickIdForCookie("?gclid=abc")).toBe("abc");
    expect(clickIdForCookie("?gclid=abc&utm_source=")).toBe("abc");
    expect(clickIdForCookie("?gclid=abc&utm_source=AW-Search")).toBe("abc");
    expect(clickIdForCookie("?gclid=abc&utm_source=facebook")).toBeUndefined();
    expect(clickIdForCookie("?utm_source=aw")).toBeUndefined();
    // The cookie is Google's click id's: Meta's click id is not one.
    expect(clickIdForCookie("?fbclid=fb-1")).toBeUndefined();
    expect(clickIdForCookie("?fbclid=fb-1&utm_source=aw")).toBeUndefined();
  });
});

describe("a repeated parameter @clause:TRACK-17", () => {
  test("counts with its first value, for the source and the click id as for the campaign", () => {
    expect(campaignFromSearch("?utm_source=google&utm_source=facebook")).toEqual({ source: "google" });
    expect(campaignFromSearch("?utm_source=facebook&utm_source=google")).toEqual({ source: "r_sociais" });
    expect(campaignFromSearch("?gclid=a&gclid=b&fbclid=c&fbclid=d")).toEqual({ gclid: "a", fbclid: "c" });
    expect(clickIdForCookie("?gclid=a&gclid=b")).toBe("a");
    // The cookie is decided on the first source: facebook, not the later aw.
    expect(clickIdForCookie("?gclid=a&utm_source=facebook&utm_source=aw")).toBeUndefined();
    expect(clickIdForCookie("?gclid=a&utm_source=aw&utm_source=facebook")).toBe("a");
  });

  test("that is empty is not captured", () => {
    expect(campaignFromSearch("?campanha=&gclid=&fbclid=")).toEqual({});
  });
});

describe("link carrying @clause:TRACK-5", () => {
  test("carries parameters starting with utm, campanha and fbclid, names as written @clause:TRACK-21", () => {
    expect(["utm_term", "utm", "campanha", "fbclid"].map(isCarriedParam)).toEqual([true, true, true, true]);
    expect(["Utm_source", "gclid", "xutm_source", "campanhas"].map(isCarriedParam)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test("an internal link without a query gets the carried ones as its query", () => {
    expect(carryTrackingParams("/ofertas", "?utm_source=x&gclid=1")).toBe("/ofertas?utm_source=x");
  });

  test("an internal link whose query holds a colon is still internal", () => {
    expect(carryTrackingParams("/busca?q=a:b", "?utm_source=x")).toBe("/busca?q=a:b&utm_source=x");
  });

  test("an address of another host written //host is left as it is @clause:TRACK-22", () => {
    expect(carryTrackingParams("//cdn.example.com/x", "?utm_source=x")).toBe("//cdn.example.com/x");
  });
});

describe("readStoredCampaign @clause:STATE-11 @clause:TRACK-1", () => {
  test("storage that fails on any key reads as no campaign at all, not as part of one", () => {
    const entries: Record<string, string> = { gclid: "abc", fbclid: "fb-1", campanha: "verao", source: "google" };
    const storage = {
      getItem: (key: string) => {
        if (key === "campanha") throw new DOMException("The operation is insecure.", "SecurityError");
        return entries[key] ?? null;
      },
    };
    expect(readStoredCampaign(storage)).toEqual({});
    expect(readStoredCampaign({ getItem: (key: string) => entries[key] ?? null })).toEqual(entries);
  });
});
