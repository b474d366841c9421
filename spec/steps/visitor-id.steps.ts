import { Then, When } from "@cucumber/cucumber";
import { isVisitorId, VERSION_4_UUID } from "../oracles/visitor-id";
import { expect } from "../support/expect";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";

/** The visitor id (`mit_gtm_uid`, source spec §4) and the `userId` event that reports it (§7). */

/** The ids the scenario has seen, in order. */
const seen = new WeakMap<SiteWorld, string[]>();

async function storedVisitorId(world: SiteWorld, key: string = STORAGE_KEYS.visitorId): Promise<string | undefined> {
  return (await world.storage.entries("localStorage"))[key];
}

Then("the visitor has an id kept in local storage as {string}", async function (this: SiteWorld, key: string) {
  const id = await storedVisitorId(this, key);
  // A new id or one kept from before (TRACK-8, TRACK-23): nothing else may stand there.
  expect(isVisitorId(id), `the visitor id ${JSON.stringify(id)}`).toBe(true);
  seen.set(this, [...(seen.get(this) ?? []), id ?? ""]);
});

Then("the visitor id is a random version-4 UUID", async function (this: SiteWorld) {
  expect(await storedVisitorId(this)).toMatch(VERSION_4_UUID);
});

/**
 * Read from the data layer of the page as it is now, not from every push of the scenario: the id is
 * reported on every page load, so after a reload the first load's report must not stand in for it.
 */
Then("the data layer received a userId event with that id", async function (this: SiteWorld) {
  const id = seen.get(this)?.at(-1);
  await expect
    .poll(() =>
      this.page.evaluate(() => {
        const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
        return layer.filter((entry) => (entry as { event?: unknown } | null)?.event === "userId").at(-1);
      }),
    )
    .toEqual({ event: "userId", user_id: id });
});

Then("the visitor id is still {string}", async function (this: SiteWorld, expected: string) {
  expect(await storedVisitorId(this)).toBe(expected);
  seen.set(this, [...(seen.get(this) ?? []), expected]);
});

Then("the visitor id is the same as before", async function (this: SiteWorld) {
  const ids = seen.get(this) ?? [];
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size, `ids seen: ${ids.join(", ")}`).toBe(1);
});

Then("the visitor id is a new one", async function (this: SiteWorld) {
  const ids = seen.get(this) ?? [];
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(ids.at(-1)).not.toBe(ids.at(-2));
});

When("the visitor reloads the page", async function (this: SiteWorld) {
  await this.navigation.reload();
});

When("the visitor clears the site's data and reloads the page", async function (this: SiteWorld) {
  await this.storage.clear();
  await this.navigation.reload();
});
