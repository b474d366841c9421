import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { CampaignSchema } from "../../contracts/campaign";
import type { CampaignField } from "../../contracts/storage-keys";
import {
  campaignFromSearch,
  campaignSource,
  clickIdForCookie,
  saveCampaign,
  sweepStoredCampaign,
} from "../../site/src/tracking/campaign";
import { readStoredCampaign } from "../../site/src/tracking/stored-campaign";
import { paramValue, queryString } from "../arbitraries/tracking";

// "google" as people and tools write it: any letter case, stray spaces around.
const googleSpelling = fc
  .tuple(
    fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    fc.constantFrom("", " ", "  "),
    fc.constantFrom("", " ", "\t"),
  )
  .map(([upper, before, after]) => {
    const letters = [..."google"].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join("");
    return `${before}${letters}${after}`;
  });

// Any other source: social networks, ad networks, look-alikes, arbitrary text.
const otherSource = fc
  .oneof(
    fc.constantFrom("facebook", "instagram", "googleads", "google_aw", "g00gle", "bing", "aw"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
  )
  .filter((source) => source.trim().toLowerCase() !== "google");

// A source that contains "aw" somewhere, in any letter case.
const sourceWithAw = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom("aw", "AW", "Aw", "aW"), fc.string({ maxLength: 6 }))
  .map(([before, aw, after]) => `${before}${aw}${after}`);

// A non-empty click id or campaign value.
const presentValue = paramValue().filter((value) => value !== "");

// A utm_source with the source the spec stores for it (§4): google, whatever its case and spaces, else r_sociais.
const sourceAndStored = fc.oneof(
  googleSpelling.map((source) => [source, "google"] as const),
  otherSource.map((source) => [source, "r_sociais"] as const),
);

/** The session-storage key of each campaign field (source spec §4; decision TRACK-1: one entry per parameter). */
const STORAGE_KEY_OF = { gclid: "gclid", fbclid: "fbclid", campanha: "campanha", source: "source" } as const;
const CAMPAIGN_FIELDS = Object.keys(STORAGE_KEY_OF) as CampaignField[];

/** The longest campaign value kept (decision ROBUST-3: captured values over 512 characters are not kept). */
const LONGEST_KEPT = 512;

/** What the landing code itself stores under a campaign key (decisions TRACK-1, ROBUST-3). */
const storable = (field: CampaignField, value: string) =>
  field === "source" ? value === "google" || value === "r_sociais" : value.length > 0 && value.length <= LONGEST_KEPT;

describe("campaignSource @clause:STATE-12 @clause:TRACK-2", () => {
  test.prop([googleSpelling])("is google for google in any letter case, spaces around ignored", (source) => {
    expect(campaignSource(source)).toBe("google");
  });

  test.prop([otherSource])("is r_sociais for any other source", (source) => {
    expect(campaignSource(source)).toBe("r_sociais");
  });
});

describe("campaignFromSearch @clause:STATE-11 @clause:TRACK-1", () => {
  test.prop([presentValue, presentValue, presentValue, sourceAndStored])(
    "captures gclid, fbclid, campanha and the source, whatever their values",
    (gclid, fbclid, campanha, [utmSource, source]) => {
      const search = queryString([
        ["gclid", gclid],
        ["fbclid", fbclid],
        ["campanha", campanha],
        ["utm_source", utmSource],
        ["utm_medium", "cpc"],
        ["outro", "1"],
      ]);
      expect(campaignFromSearch(search)).toEqual({ gclid, fbclid, campanha, source });
    },
  );

  test.prop([fc.array(fc.tuple(fc.string({ maxLength: 10 }), paramValue()), { maxLength: 6 })])(
    "always yields a campaign its contract accepts",
    (pairs) => {
      expect(CampaignSchema.safeParse(campaignFromSearch(queryString(pairs))).success).toBe(true);
    },
  );

  test("leaves out values too long to be a click id or a campaign name @clause:ROBUST-5", () => {
    const long = "x".repeat(LONGEST_KEPT + 1);
    const fits = "y".repeat(LONGEST_KEPT);
    expect(campaignFromSearch(`?gclid=${long}&fbclid=${fits}&campanha=${long}&utm_source=${long}`)).toEqual({
      fbclid: fits,
      source: "r_sociais",
    });
    expect(clickIdForCookie(`?gclid=${long}`)).toBeUndefined();
  });

  test("leaves out empty parameters and keeps the first of repeated ones", () => {
    expect(campaignFromSearch("?gclid=&campanha=verao&campanha=inverno&utm_source=")).toEqual({ campanha: "verao" });
    expect(campaignFromSearch("")).toEqual({});
  });
});

describe("clickIdForCookie @clause:STATE-13 @clause:TRACK-3", () => {
  test.prop([presentValue])("is the click id when there is no source", (gclid) => {
    expect(clickIdForCookie(queryString([["gclid", gclid]]))).toBe(gclid);
    expect(
      clickIdForCookie(
        queryString([
          ["gclid", gclid],
          ["utm_source", ""],
        ]),
      ),
    ).toBe(gclid);
  });

  test.prop([presentValue, sourceWithAw])("is the click id when the source contains aw", (gclid, source) => {
    expect(
      clickIdForCookie(
        queryString([
          ["utm_source", source],
          ["gclid", gclid],
        ]),
      ),
    ).toBe(gclid);
  });

  test.prop([presentValue, fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.toLowerCase().includes("aw"))])(
    "is nothing when the source lacks aw",
    (gclid, source) => {
      expect(
        clickIdForCookie(
          queryString([
            ["gclid", gclid],
            ["utm_source", source],
          ]),
        ),
      ).toBeUndefined();
    },
  );

  test("is nothing without a click id", () => {
    expect(clickIdForCookie("?utm_source=aw")).toBeUndefined();
    expect(clickIdForCookie("?gclid=")).toBeUndefined();
  });
});

// The campaign one landing brings: any of its parameters, each a value the landing code keeps.
const landingCampaign = fc.record(
  {
    gclid: presentValue,
    fbclid: presentValue,
    campanha: presentValue,
    source: fc.constantFrom("google" as const, "r_sociais" as const),
  },
  { requiredKeys: [] },
);

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

describe("saveCampaign and readStoredCampaign @clause:STATE-11 @clause:TRACK-1", () => {
  test.prop([fc.array(landingCampaign)])(
    "each landing replaces the parameters it brings and keeps the others",
    (landings) => {
      const storage = memoryStorage();
      const expected: Record<string, string> = {};
      for (const campaign of landings) {
        saveCampaign(campaign, storage);
        Object.assign(expected, campaign);
      }
      expect(readStoredCampaign(storage)).toEqual(expected);
    },
  );

  test.prop([landingCampaign])("keeps each parameter under its own key", (campaign) => {
    const storage = memoryStorage();
    saveCampaign(campaign, storage);
    for (const field of CAMPAIGN_FIELDS) {
      expect(storage.getItem(STORAGE_KEY_OF[field])).toBe(campaign[field] ?? null);
    }
  });

  test("ignores stored entries its contract rejects, and unreadable storage", () => {
    const storage = memoryStorage();
    storage.setItem("source", "bing");
    storage.setItem("gclid", "abc");
    expect(readStoredCampaign(storage)).toEqual({ gclid: "abc" });
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(readStoredCampaign(blocked)).toEqual({});
  });
});

// What another script, a hand edit or an attacker may leave in session storage under a campaign key.
const storedJunk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "bing", "GOOGLE", '{"a":1}', "null"),
  fc.integer({ min: LONGEST_KEPT + 1, max: 1_000_000 }).map((length) => "x".repeat(length)),
);

describe("sweepStoredCampaign @clause:ROBUST-4", () => {
  test.prop([fc.dictionary(fc.constantFrom(...CAMPAIGN_FIELDS), storedJunk)])(
    "leaves only entries the landing code itself would store, and keeps those untouched",
    (entries) => {
      const storage = memoryStorage();
      storage.setItem("outra-chave", "fica");
      for (const [field, value] of Object.entries(entries))
        storage.setItem(STORAGE_KEY_OF[field as CampaignField], value);
      sweepStoredCampaign(storage);
      for (const [field, value] of Object.entries(entries)) {
        const kept = storage.getItem(STORAGE_KEY_OF[field as CampaignField]);
        expect(kept).toBe(storable(field as CampaignField, value) ? value : null);
      }
      expect(storage.getItem("outra-chave")).toBe("fica");
      expect(CampaignSchema.safeParse(readStoredCampaign(storage)).success).toBe(true);
    },
  );
});
