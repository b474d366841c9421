import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import type { SiteWorld } from "../support/world";

/** Visiting pages and reading where the visitor is. */

Given("a visitor opens the home page", async function (this: SiteWorld) {
  await this.navigation.visit("/");
});

Given("a visitor opens {string}", async function (this: SiteWorld, path: string) {
  await this.navigation.visit(path);
});

Then("the page answers with the status {int}", async function (this: SiteWorld, status: number) {
  const response = await this.navigation.get(this.page.url());
  expect(response.status()).toBe(status);
});

When("the visitor opens the address {string} that does not exist", async function (this: SiteWorld, path: string) {
  this.problems.tolerate(new RegExp(`404 .*${escapeRegExp(path)}`));
  await this.navigation.visit(path);
});

Then("the address is {string}", async function (this: SiteWorld, expected: string) {
  const url = this.navigation.currentUrl();
  expect(url.pathname + url.search + url.hash).toBe(expected);
});

When("the visitor moves within the site to {string}", async function (this: SiteWorld, path: string) {
  await this.navigation.moveWithinSite(path);
});
