import { type DataTable, Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { ThePage } from "../support/screenplay/page-state";
import type { SiteWorld } from "../support/world";

/**
 * Browser storage the site did not write (decisions ROBUST-3, ROBUST-4): edited
 * by hand, left by an extension or another script, or an old version of the
 * site. The feature states the keys the site keeps and what becomes of a value
 * it cannot read; each kind of tampering here puts a value under every one of
 * them.
 */

const MEGABYTE = "x".repeat(1024 * 1024);

/** The values a kind of tampering leaves, by key: what the site could never have written there. */
const TAMPERINGS: Record<string, Record<string, string>> = {
  "text that is not JSON": {
    location: '{"isOpened":false,"cityName":',
    mit_gtm_uid: "<script>alert(1)</script>",
    cookiePreferences: "sim, aceito",
    gclid: "",
    fbclid: "",
    campanha: "",
    source: "{not json",
  },
  "values of the wrong type": {
    location: '{"isOpened":"sim","id":[3550308],"cityName":7}',
    mit_gtm_uid: '{"id":42}',
    cookiePreferences: '{"version":"1","necessary":"yes","analytics":1,"marketing":null,"savedAt":3}',
    gclid: "",
    fbclid: "",
    campanha: "",
    source: "42",
  },
  "a megabyte of text": {
    location: MEGABYTE,
    mit_gtm_uid: MEGABYTE.slice(1),
    cookiePreferences: MEGABYTE.slice(2),
    gclid: MEGABYTE,
    fbclid: MEGABYTE.slice(1),
    campanha: MEGABYTE.slice(2),
    source: MEGABYTE.slice(3),
  },
  // Each value as the site writes it, but for one field of a length no visitor's input could give it.
  "values of the right shape, a megabyte long": {
    location: JSON.stringify({ isOpened: false, id: 3548500, cityName: MEGABYTE }),
    mit_gtm_uid: `0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f${MEGABYTE}`,
    cookiePreferences: JSON.stringify({
      version: 1,
      necessary: true,
      analytics: true,
      marketing: false,
      savedAt: `2026-11-22T18:00:00Z${MEGABYTE}`,
    }),
    gclid: MEGABYTE,
    fbclid: MEGABYTE.slice(1),
    campanha: MEGABYTE.slice(2),
    source: `google${MEGABYTE}`,
  },
};

/** A visitor id as the site makes one: a random (version 4) UUID. */
const NEW_VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Area = "localStorage" | "sessionStorage";

/** A key the site keeps, as the feature states it: where, and what becomes of a value the site cannot read. */
interface KeptKey {
  area: Area;
  key: string;
  unreadable: "removed" | "replaced by a new id";
}

const keptKeys = new WeakMap<SiteWorld, KeptKey[]>();

function keysOf(world: SiteWorld): KeptKey[] {
  const keys = keptKeys.get(world);
  if (!keys) throw new Error('Say first which keys the site keeps: "Given the site keeps these keys in the browser:".');
  return keys;
}

Given("the site keeps these keys in the browser:", function (this: SiteWorld, table: DataTable) {
  const keys = table.hashes().map((row): KeptKey => {
    const area = ({ local: "localStorage", session: "sessionStorage" } as const)[row.storage as "local" | "session"];
    const unreadable = row["when the site cannot read it"];
    if (!area) throw new Error(`Storage "${row.storage}": write local or session.`);
    if (unreadable !== "removed" && unreadable !== "replaced by a new id") {
      throw new Error(`"${unreadable}": write removed or replaced by a new id.`);
    }
    return { area, key: row.key ?? "", unreadable };
  });
  keptKeys.set(this, keys);
});

Given("every key the site keeps in the browser holds {string}", async function (this: SiteWorld, kind: string) {
  const tampering = TAMPERINGS[kind];
  if (!tampering) throw new Error(`Unknown tampering "${kind}": use ${Object.keys(TAMPERINGS).join(", ")}.`);
  const entries: Record<Area, Record<string, string>> = { localStorage: {}, sessionStorage: {} };
  for (const { area, key } of keysOf(this)) {
    const value = tampering[key];
    if (value === undefined) throw new Error(`No tampered value for the key "${key}": add one to TAMPERINGS.`);
    entries[area][key] = value;
  }
  await this.storage.put(entries);
});

Then("the page works as usual", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(ThePage.chrome()))
    .toEqual({ heading: true, header: true, footer: true, alerts: 0 });
});

Then("the site kept none of what it could not read", async function (this: SiteWorld) {
  // The cookie choices are read by code loaded on demand: wait for it before saying what is gone.
  await this.navigation.waitUntilSettled();
  const stored = {
    localStorage: await this.storage.entries("localStorage"),
    sessionStorage: await this.storage.entries("sessionStorage"),
  };
  for (const { area, key, unreadable } of keysOf(this)) {
    if (unreadable === "removed") expect(stored[area][key], key).toBeUndefined();
    else expect(stored[area][key], key).toMatch(NEW_VISITOR_ID);
  }
});
