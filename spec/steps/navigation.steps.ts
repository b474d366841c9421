import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheAddress, TheStatusOfThePage, Visit } from "../support/screenplay/navigation";
import type { SiteWorld } from "../support/world";

/** Visiting pages and reading where the visitor is. */

Given("a visitor opens the home page", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Visit.at("/"));
});

Given("a visitor opens {string}", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(Visit.at(path));
});

Then("the page answers with the status {int}", async function (this: SiteWorld, status: number) {
  expect(await this.visitor.asks(TheStatusOfThePage())).toBe(status);
});

When("the visitor opens the address {string} that does not exist", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(Visit.missingPage(path));
});

Then("the address is {string}", async function (this: SiteWorld, expected: string) {
  expect(await this.visitor.asks(TheAddress())).toBe(expected);
});

When("the visitor moves within the site to {string}", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(Visit.withinTheSite(path));
});
