import { Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** The header's search (decision CHROME-6): models and pages by name. */

function searchButton(world: SiteWorld): Locator {
  return world.page.getByRole("banner").getByRole("button", { name: "Buscar", exact: true });
}

function searchDialog(world: SiteWorld): Locator {
  return world.page.getByRole("dialog", { name: "Buscar no site" });
}

function searchField(world: SiteWorld): Locator {
  return searchDialog(world).getByRole("combobox", { name: "Modelo ou página" });
}

When("the visitor opens the search", async function (this: SiteWorld) {
  await searchButton(this).click();
  await expect(searchDialog(this)).toBeVisible();
});

When("the visitor opens the search of the page", async function (this: SiteWorld) {
  // The 404 page offers the same search as the header, with a button of its own.
  await this.page.getByRole("main").getByRole("button", { name: "Buscar no site", exact: true }).click();
  await expect(searchDialog(this)).toBeVisible();
});

When("the visitor closes the search", async function (this: SiteWorld) {
  await searchDialog(this).getByRole("button", { name: "Fechar a busca" }).click();
});

When("the visitor searches for {string}", async function (this: SiteWorld, query: string) {
  await searchField(this).fill(query);
  // As with the cities: the index loads on demand, and the visitor reads the results before the next key.
  await this.navigation.waitUntilSettled();
});

When("the visitor presses {string} in the search", async function (this: SiteWorld, key: string) {
  await searchField(this).press(key);
});

When("the visitor chooses the result {string}", async function (this: SiteWorld, name: string) {
  const option = searchDialog(this).getByRole("option", { name, exact: true });
  const before = this.page.url();
  await option.click();
  await this.page.waitForURL((address) => address.toString() !== before);
  await this.navigation.waitUntilReady(this.navigation.currentUrl().pathname);
});

When("the visitor opens the active result with Enter", async function (this: SiteWorld) {
  await searchField(this).press("Enter");
});

Then("the search is open with the focus in its field", async function (this: SiteWorld) {
  await expect(searchField(this)).toBeFocused();
});

Then("the search is closed", async function (this: SiteWorld) {
  await expect(searchDialog(this)).toHaveCount(0);
});

Then("the search lists {string}", async function (this: SiteWorld, name: string) {
  await expect(searchDialog(this).getByRole("option", { name, exact: true })).toBeVisible();
});

Then("the search lists {int} results", async function (this: SiteWorld, count: number) {
  await expect(searchDialog(this).getByRole("option")).toHaveCount(count);
});

Then("the first search result is {string}", async function (this: SiteWorld, name: string) {
  await expect(searchDialog(this).getByRole("option").first()).toHaveAccessibleName(name);
});

/** The field points at the option by its id (aria-activedescendant); both are waited for, as the key press re-renders. */
Then("the active search result is {string}", async function (this: SiteWorld, name: string) {
  const option = searchDialog(this).getByRole("option", { name, exact: true });
  const id = await option.getAttribute("id");
  expect(id, `the result "${name}" has an id the field can point at`).toBeTruthy();
  await expect(searchField(this)).toHaveAttribute("aria-activedescendant", id ?? "");
});

Then("the search says {string}", async function (this: SiteWorld, message: string) {
  await expect(searchDialog(this).getByRole("status")).toHaveText(message);
});

Then("the search button has the focus", async function (this: SiteWorld) {
  await expect(searchButton(this)).toBeFocused();
});
