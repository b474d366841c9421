import { Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** A browser that denies the site its storage (privacy settings, blocked cookies): the site must go on (source spec §8). */

/** The console error the source spec allows when the user id cannot be set up: it is about the data layer. */
const ABOUT_THE_DATA_LAYER = /data ?layer/i;

Given("the visitor's browser denies the site its storage", async function (this: SiteWorld) {
  await this.storage.deny();
  this.problems.tolerate(ABOUT_THE_DATA_LAYER, "console error");
});

Given("the visitor's browser storage is full", async function (this: SiteWorld) {
  await this.storage.fill();
  this.problems.tolerate(ABOUT_THE_DATA_LAYER, "console error");
});

/** One error for the page that could not set the id up: not one per push, and not an uncaught one (which is a page error). */
Then("a console error about the data layer was logged", async function (this: SiteWorld) {
  // Counted once the page has done all it was about to: code it loads on demand could log a second one.
  await this.navigation.waitUntilSettled();
  expect(this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text))).toHaveLength(1);
});

Then("{int} console errors about the data layer were logged", async function (this: SiteWorld, count: number) {
  await this.navigation.waitUntilSettled();
  expect(this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text))).toHaveLength(count);
});

Then("the console error about the visitor id starts with {string}", async function (this: SiteWorld, start: string) {
  await this.navigation.waitUntilSettled();
  const errors = this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text));
  expect(errors).toHaveLength(1);
  expect(errors[0]?.startsWith(start), `the console error: ${errors[0]}`).toBe(true);
});

/** Words a message about a failure uses, in pt-BR (and English, which the site should never show). */
const FAILURE_WORDS = /\b(?:erros?|errors?|falha(?:s|ram|ou)?)\b|não foi possível/i;

/**
 * Once the page has settled: the code that reads the visitor's storage is loaded on demand, and could say so.
 * The whole page is read, not its main content alone: the header (the city), the footer and the dialogs the
 * site opens on its own (the city selection) are where a failed write would be told.
 */
Then("the page shows no error message", async function (this: SiteWorld) {
  await this.navigation.waitUntilSettled();
  await expect(this.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(this.page.getByRole("alert")).toHaveCount(0);
  await expect(this.page.locator("body")).not.toContainText(FAILURE_WORDS);
});
