import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import { CLICK_ID_COOKIE } from "../../contracts/campaign-storage";
import { CAMPAIGN_STORAGE_KEYS } from "../../contracts/storage-keys";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The campaign a visitor arrives with (source spec §4): what session storage
 * keeps, and the click-id cookie with its 90-day lifetime.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** When the visitor landed, by the page's clock: the instant the site computed the cookie's expiry from. */
const landings = new WeakMap<SiteWorld, number>();

async function landAgo(world: SiteWorld, path: string, milliseconds: number): Promise<void> {
  await world.clock.setTo(Date.now() - milliseconds);
  await world.navigation.visit(path);
  landings.set(world, await world.clock.now());
}

Given("a visitor landed on {string} {int} day(s) ago", async function (this: SiteWorld, path: string, days: number) {
  await landAgo(this, path, days * DAY_MS);
});

Given(
  "a visitor landed on {string} {int} day(s) and {int} minute(s) ago",
  async function (this: SiteWorld, path: string, days: number, minutes: number) {
    await landAgo(this, path, days * DAY_MS + minutes * MINUTE_MS);
  },
);

When("the visitor comes back today to {string}", async function (this: SiteWorld, path: string) {
  await this.clock.setTo(Date.now());
  await this.navigation.visit(path);
});

Then("the session storage holds the campaign:", async function (this: SiteWorld, table: DataTable) {
  const stored = await this.storage.entries("sessionStorage");
  const campaign = Object.fromEntries(
    Object.values(CAMPAIGN_STORAGE_KEYS).flatMap((key) => (stored[key] === undefined ? [] : [[key, stored[key]]])),
  );
  expect(campaign).toEqual(table.rowsHash());
});

Then("the session storage holds no campaign", async function (this: SiteWorld) {
  const stored = await this.storage.entries("sessionStorage");
  for (const key of Object.values(CAMPAIGN_STORAGE_KEYS))
    expect(stored[key], `session storage "${key}"`).toBeUndefined();
});

Then(
  "the browser keeps the click id {string} in the gclid cookie for the whole site",
  async function (this: SiteWorld, clickId: string) {
    // Set as soon as the visitor's consent is known, which may take the page a moment (decision CONSENT-1).
    await expect.poll(() => this.storage.cookie(CLICK_ID_COOKIE), { message: "the gclid cookie" }).toBeDefined();
    const cookie = await this.storage.cookie(CLICK_ID_COOKIE);
    expect(decodeURIComponent(cookie?.value ?? "")).toBe(clickId);
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    // The suite's site is served over http; the Secure attribute is for https (checked by a unit test).
    expect(cookie?.secure).toBe(this.navigation.currentUrl().protocol === "https:");
  },
);

Then("the gclid cookie expires 90 days after the landing", async function (this: SiteWorld) {
  await expectExpiry(this, landings.get(this) ?? (await this.clock.now()));
});

Then("the gclid cookie expires 90 days after the visitor said yes", async function (this: SiteWorld) {
  await expectExpiry(this, await this.clock.now());
});

async function expectExpiry(world: SiteWorld, from: number): Promise<void> {
  const cookie = await world.storage.cookie(CLICK_ID_COOKIE);
  expect(cookie, "the gclid cookie").toBeDefined();
  // Cookie expiries are whole seconds.
  expect(Math.abs((cookie?.expires ?? 0) * 1000 - (from + 90 * DAY_MS))).toBeLessThan(1000);
}

Then("the browser holds no gclid cookie", async function (this: SiteWorld) {
  // The cookie is set once the visitor's consent is known, which may take the page a moment: only
  // once it has settled does no cookie mean none will come.
  await this.navigation.waitUntilSettled();
  expect(await this.storage.cookie(CLICK_ID_COOKIE)).toBeUndefined();
});
