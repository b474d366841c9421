import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import { CAMPAIGN_KEYS } from "../oracles/campaign";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The campaign a visitor arrives with (source spec §4): what session storage
 * keeps, and the click-id cookie with its 90-day lifetime. The cookie's name and
 * its days are the feature's words; the campaign's keys are decision TRACK-1's
 * (oracles/campaign.ts).
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
    CAMPAIGN_KEYS.flatMap((key) => (stored[key] === undefined ? [] : [[key, stored[key]]])),
  );
  expect(campaign).toEqual(table.rowsHash());
});

Then(
  "the session storage holds none of {string}, {string}, {string} and {string}",
  async function (this: SiteWorld, first: string, second: string, third: string, fourth: string) {
    const stored = await this.storage.entries("sessionStorage");
    for (const key of [first, second, third, fourth]) expect(stored[key], `session storage "${key}"`).toBeUndefined();
  },
);

/** The cookie, once the page has set it: as soon as the visitor's consent is known, which may take a moment (CONSENT-1). */
async function settledCookie(world: SiteWorld, name: string) {
  await expect.poll(() => world.storage.cookie(name), { message: `the ${name} cookie` }).toBeDefined();
  return world.storage.cookie(name);
}

Then(
  "the browser keeps the click id {string} in the {word} cookie",
  async function (this: SiteWorld, clickId: string, name: string) {
    const cookie = await settledCookie(this, name);
    expect(decodeURIComponent(cookie?.value ?? "")).toBe(clickId);
  },
);

Then(
  "the browser keeps the click id {string} in the {word} cookie for the whole site",
  async function (this: SiteWorld, clickId: string, name: string) {
    const cookie = await settledCookie(this, name);
    expect(decodeURIComponent(cookie?.value ?? "")).toBe(clickId);
    expect(cookie?.path).toBe("/");
  },
);

Then(
  "the {word} cookie goes along when the visitor arrives from another site",
  async function (this: SiteWorld, name: string) {
    expect((await settledCookie(this, name))?.sameSite).toBe("Lax");
  },
);

Then(
  "the {word} cookie is secure exactly when the site is served over https",
  async function (this: SiteWorld, name: string) {
    // The suite's site is served over http; the Secure attribute over https is checked by a unit test.
    expect((await settledCookie(this, name))?.secure).toBe(this.navigation.currentUrl().protocol === "https:");
  },
);

Then(
  "the {word} cookie expires {int} days after the landing",
  async function (this: SiteWorld, name: string, days: number) {
    await expectExpiry(this, name, days, landings.get(this) ?? (await this.clock.now()));
  },
);

Then(
  "the {word} cookie expires {int} days after the visitor said yes",
  async function (this: SiteWorld, name: string, days: number) {
    await expectExpiry(this, name, days, await this.clock.now());
  },
);

async function expectExpiry(world: SiteWorld, name: string, days: number, from: number): Promise<void> {
  const cookie = await world.storage.cookie(name);
  expect(cookie, `the ${name} cookie`).toBeDefined();
  // Cookie expiries are whole seconds; on a clock that runs, `from` was read a little after the page's own reading.
  const expires = (cookie?.expires ?? 0) * 1000;
  expect(expires).toBeGreaterThan(from + days * DAY_MS - 1000 - world.clock.readingLagMs);
  expect(expires).toBeLessThan(from + days * DAY_MS + 1000);
}

Then("the browser holds no {word} cookie", async function (this: SiteWorld, name: string) {
  // The cookie is set once the visitor's consent is known, which may take the page a moment: only
  // once it has settled does no cookie mean none will come.
  await this.navigation.waitUntilSettled();
  expect(await this.storage.cookie(name)).toBeUndefined();
});
