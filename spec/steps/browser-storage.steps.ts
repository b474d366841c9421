import { Given, Then } from "@cucumber/cucumber";
import { USER_ID_ERROR } from "../../site/src/tracking/start-tracking";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import type { SiteWorld } from "../support/world";

/** A browser that denies the site its storage (privacy settings, blocked cookies): the site must go on (source spec §8). */

/** The one console error the spec allows: it names the data layer. */
const USER_ID_ERROR_PATTERN = new RegExp(`^${escapeRegExp(USER_ID_ERROR)}`);

Given("the visitor's browser denies the site its storage", async function (this: SiteWorld) {
  await this.storage.deny();
  this.problems.tolerate(USER_ID_ERROR_PATTERN);
});

Then("a console error about the data layer was logged", async function (this: SiteWorld) {
  const errors = this.problems.list
    .filter((problem) => problem.kind === "console error")
    .map((problem) => problem.text);
  expect(errors.some((text) => USER_ID_ERROR_PATTERN.test(text) && /data ?layer/i.test(text))).toBe(true);
});

Then("the page shows no error message", async function (this: SiteWorld) {
  await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(this.page.getByRole("alert")).toHaveCount(0);
  await expect(this.page.getByRole("main")).not.toContainText(/erro|error/i);
});
