import { Given, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { lowestTextContrast } from "../support/contrast";
import { expect } from "../support/expect";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";

/**
 * The visitor's city (source spec §3 "Location", §4): the city in the header,
 * the city-selection modal, and what the browser keeps under `location`.
 */

const MODAL_NAME = "Escolha sua cidade";

function modal(world: SiteWorld): Locator {
  return world.page.getByRole("dialog", { name: MODAL_NAME });
}

function cityField(world: SiteWorld): Locator {
  return modal(world).getByRole("combobox", { name: "Cidade" });
}

function cityButton(world: SiteWorld): Locator {
  return world.page.getByRole("banner").getByRole("button", { name: /^(Escolha sua cidade|Estou em .+)$/ });
}

Given(
  "the visitor chose {string} \\(IBGE {int}) on an earlier visit",
  async function (this: SiteWorld, cityName: string, id: number) {
    await this.storage.put({
      localStorage: { [STORAGE_KEYS.location]: JSON.stringify({ isOpened: false, id, cityName }) },
    });
  },
);

Given("the browser keeps {string} under {string}", async function (this: SiteWorld, value: string, key: string) {
  await this.storage.put({ localStorage: { [key]: value } });
});

When("the visitor clicks the city in the header", async function (this: SiteWorld) {
  await cityButton(this).click();
});

When("the visitor looks for the city {string}", async function (this: SiteWorld, query: string) {
  await cityField(this).fill(query);
  // A visitor reads what the list shows before the next key: the cities load on demand, and a key
  // pressed while they are still on their way finds no list (seen once in five runs after a cold start).
  await this.navigation.waitUntilSettled();
});

When("the visitor chooses {string} in the list of cities", async function (this: SiteWorld, option: string) {
  await modal(this).getByRole("option", { name: option, exact: true }).click();
});

When("the visitor presses {string} in the city field", async function (this: SiteWorld, key: string) {
  await cityField(this).press(key);
});

When("the visitor closes the city selection", async function (this: SiteWorld) {
  await modal(this).getByRole("button", { name: "Fechar", exact: true }).click();
});

Then("the city selection is open", async function (this: SiteWorld) {
  await expect(modal(this)).toBeVisible();
});

Then("the city selection is closed", async function (this: SiteWorld) {
  // The modal's code and the municipalities load on demand: an opening the page has started
  // shows only once they have arrived. Let the page finish all it was doing first.
  await this.navigation.waitUntilSettled();
  await expect(modal(this)).toHaveCount(0);
});

Then("the city field has the focus", async function (this: SiteWorld) {
  await expect(cityField(this)).toBeFocused();
});

Then("the focus is still inside the city selection", async function (this: SiteWorld) {
  await expect.poll(() => modal(this).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
});

Then("the city button has the focus", async function (this: SiteWorld) {
  await expect(cityButton(this)).toBeFocused();
});

Then("the list of cities starts with:", async function (this: SiteWorld, table: { raw(): string[][] }) {
  const expected = table.raw().map(([name]) => name ?? "");
  const options = modal(this).getByRole("option");
  // Retried: the list narrows as the visitor types.
  await expect
    .poll(async () =>
      (await options.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")))).slice(
        0,
        expected.length,
      ),
    )
    .toEqual(expected);
});

Then("the list of cities shows {int} cities", async function (this: SiteWorld, count: number) {
  await expect(modal(this).getByRole("option")).toHaveCount(count);
});

Then("the city selection says {string}", async function (this: SiteWorld, message: string) {
  await expect(modal(this).getByRole("status")).toHaveText(message);
});

Then("the city selection says something like {string}", async function (this: SiteWorld, pattern: string) {
  await expect(modal(this).getByRole("status")).toHaveText(new RegExp(pattern));
});

Then("the header says {string}", async function (this: SiteWorld, text: string) {
  // The stored city is read by code the page loads on demand; until it has run, the header says
  // "Escolha sua cidade" whatever is stored, so that text proves nothing before the page settled.
  await this.navigation.waitUntilSettled();
  await expect(cityButton(this)).toHaveAccessibleName(text);
  await expect(cityButton(this)).toBeVisible();
  // Said where the visitor reads it: every part of it stands out from the top bar (WCAG AA, 4.5:1).
  expect(await lowestTextContrast(cityButton(this)), `the contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
});

Then("the browser keeps no city", async function (this: SiteWorld) {
  expect((await this.storage.entries("localStorage"))[STORAGE_KEYS.location]).toBeUndefined();
});
