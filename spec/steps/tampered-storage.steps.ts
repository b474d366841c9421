import { Given, Then } from "@cucumber/cucumber";
import { CAMPAIGN_STORAGE_KEYS } from "../../contracts/storage-keys";
import { expect } from "../support/expect";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";

/**
 * Browser storage the site did not write (decision ROBUST-3): edited by hand,
 * left by an extension or another script, or an old version of the site. Each
 * kind of tampering puts a value under every key the site keeps.
 */

const MEGABYTE = "x".repeat(1024 * 1024);

/** What each kind of tampering leaves, per key: [local storage, session storage]. */
const TAMPERINGS: Record<string, { local: Record<string, string>; session: Record<string, string> }> = {
  "text that is not JSON": {
    local: {
      [STORAGE_KEYS.location]: '{"isOpened":false,"cityName":',
      [STORAGE_KEYS.visitorId]: "<script>alert(1)</script>",
      [STORAGE_KEYS.cookiePreferences]: "sim, aceito",
    },
    session: {
      [CAMPAIGN_STORAGE_KEYS.gclid]: "",
      [CAMPAIGN_STORAGE_KEYS.fbclid]: "",
      [CAMPAIGN_STORAGE_KEYS.campanha]: "",
      [CAMPAIGN_STORAGE_KEYS.source]: "{not json",
    },
  },
  "values of the wrong type": {
    local: {
      [STORAGE_KEYS.location]: '{"isOpened":"sim","id":[3550308],"cityName":7}',
      [STORAGE_KEYS.visitorId]: '{"id":42}',
      [STORAGE_KEYS.cookiePreferences]: '{"version":"1","necessary":"yes","analytics":1,"marketing":null,"savedAt":3}',
    },
    session: {
      [CAMPAIGN_STORAGE_KEYS.gclid]: "",
      [CAMPAIGN_STORAGE_KEYS.fbclid]: "",
      [CAMPAIGN_STORAGE_KEYS.campanha]: "",
      [CAMPAIGN_STORAGE_KEYS.source]: "42",
    },
  },
  "a megabyte of text": {
    local: {
      [STORAGE_KEYS.location]: MEGABYTE,
      [STORAGE_KEYS.visitorId]: MEGABYTE.slice(1),
      [STORAGE_KEYS.cookiePreferences]: MEGABYTE.slice(2),
    },
    session: {
      [CAMPAIGN_STORAGE_KEYS.gclid]: MEGABYTE,
      [CAMPAIGN_STORAGE_KEYS.fbclid]: MEGABYTE.slice(1),
      [CAMPAIGN_STORAGE_KEYS.campanha]: MEGABYTE.slice(2),
      [CAMPAIGN_STORAGE_KEYS.source]: MEGABYTE.slice(3),
    },
  },
  // Each value as the site writes it, but for one field of a length no visitor's input could give it.
  "values of the right shape, a megabyte long": {
    local: {
      [STORAGE_KEYS.location]: JSON.stringify({ isOpened: false, id: 3548500, cityName: MEGABYTE }),
      [STORAGE_KEYS.visitorId]: `0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f${MEGABYTE}`,
      [STORAGE_KEYS.cookiePreferences]: JSON.stringify({
        version: 1,
        necessary: true,
        analytics: true,
        marketing: false,
        savedAt: `2026-11-22T18:00:00Z${MEGABYTE}`,
      }),
    },
    session: {
      [CAMPAIGN_STORAGE_KEYS.gclid]: JSON.stringify(MEGABYTE),
      [CAMPAIGN_STORAGE_KEYS.fbclid]: JSON.stringify(MEGABYTE.slice(1)),
      [CAMPAIGN_STORAGE_KEYS.campanha]: JSON.stringify(MEGABYTE.slice(2)),
      [CAMPAIGN_STORAGE_KEYS.source]: JSON.stringify(`google${MEGABYTE}`),
    },
  },
};

Given("every key the site keeps in the browser holds {string}", async function (this: SiteWorld, kind: string) {
  const tampering = TAMPERINGS[kind];
  if (!tampering) throw new Error(`Unknown tampering "${kind}": use ${Object.keys(TAMPERINGS).join(", ")}.`);
  await this.storage.put({ localStorage: tampering.local, sessionStorage: tampering.session });
});

Then("the page works as usual", async function (this: SiteWorld) {
  // The code that reads what the browser keeps is loaded on demand: what it does about a bad value
  // (an alert, a crash) comes after the page is ready.
  await this.navigation.waitUntilSettled();
  await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(this.page.getByRole("banner")).toBeVisible();
  await expect(this.page.getByRole("contentinfo")).toBeVisible();
  await expect(this.page.getByRole("alert")).toHaveCount(0);
});

Then("the site kept none of what it could not read", async function (this: SiteWorld) {
  // The cookie choices are read by code loaded on demand: wait for it before saying what is gone.
  await this.navigation.waitUntilSettled();
  const local = await this.storage.entries("localStorage");
  expect(local[STORAGE_KEYS.location], "location").toBeUndefined();
  expect(local[STORAGE_KEYS.cookiePreferences], "cookiePreferences").toBeUndefined();
  expect(local[STORAGE_KEYS.visitorId], "mit_gtm_uid").toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  const session = await this.storage.entries("sessionStorage");
  for (const key of Object.values(CAMPAIGN_STORAGE_KEYS)) expect(session[key], key).toBeUndefined();
});
