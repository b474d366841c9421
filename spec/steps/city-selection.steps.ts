import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { CitySelection, TheCitySelection, TheHeadersCity, TheKeptCity } from "../support/screenplay/city-selection";
import { KeepInTheBrowser } from "../support/screenplay/kept-data";
import type { SiteWorld } from "../support/world";

/**
 * The visitor's city (source spec §3 "Location", §4): the city in the header,
 * the city-selection dialog, and what the browser keeps under `location`.
 */

Given(
  "the visitor chose {string} \\(IBGE {int}) on an earlier visit",
  async function (this: SiteWorld, cityName: string, id: number) {
    await this.visitor.attemptsTo(CitySelection.keptFromAnEarlierVisit(cityName, id));
  },
);

Given("the browser keeps {string} under {string}", async function (this: SiteWorld, value: string, key: string) {
  await this.visitor.attemptsTo(KeepInTheBrowser.entry(key, value));
});

/** The dialog's own opening, where the feature's subject is something else (the delay is the subject elsewhere). */
Given(/^the city selection (?:has opened|opens) by itself$/, async function (this: SiteWorld) {
  await this.visitor.attemptsTo(CitySelection.openedByItself());
});

/** The site may now show the city selection: its wait has run, whether or not it opened by itself. */
Given("the wait before the city selection is over", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(CitySelection.waitOut());
});

When("the visitor clicks the city in the header", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(CitySelection.openFromTheHeader());
});

When("the visitor looks for the city {string}", async function (this: SiteWorld, query: string) {
  await this.visitor.attemptsTo(CitySelection.lookFor(query));
});

When("the visitor chooses {string} in the list of cities", async function (this: SiteWorld, option: string) {
  await this.visitor.attemptsTo(CitySelection.choose(option));
});

When("the visitor presses {string} in the city field", async function (this: SiteWorld, key: string) {
  await this.visitor.attemptsTo(CitySelection.pressInTheField(key));
});

When("the visitor closes the city selection", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(CitySelection.close());
});

Then("the city selection is open", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.isOpen())).toBe(true);
});

Then("the city selection is closed", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.isInThePageOnceSettled())).toBe(false);
});

Then("the city field has the focus", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.fieldHasTheFocus())).toBe(true);
});

Then("the focus is still inside the city selection", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.holdsTheFocus())).toBe(true);
});

Then("the city button has the focus", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheHeadersCity.hasTheFocus())).toBe(true);
});

Then("the list of cities starts with:", async function (this: SiteWorld, table: { raw(): string[][] }) {
  const expected = table.raw().map(([name]) => name ?? "");
  // Retried: the list narrows as the visitor types.
  await expect
    .poll(async () => (await this.visitor.asks(TheCitySelection.cities())).slice(0, expected.length))
    .toEqual(expected);
});

Then("the list of cities shows {int} cities", async function (this: SiteWorld, count: number) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.numberOfCities())).toBe(count);
});

Then("the city selection says {string}", async function (this: SiteWorld, message: string) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.says())).toBe(message);
});

Then("the city selection says something like {string}", async function (this: SiteWorld, pattern: string) {
  await expect.poll(() => this.visitor.asks(TheCitySelection.says())).toMatch(new RegExp(pattern));
});

Then("the header says {string}", async function (this: SiteWorld, text: string) {
  await expect
    .poll(() => this.visitor.asks(TheHeadersCity.isShownSaying(text)), `the header says "${text}"`)
    .toBe(true);
  // Said where the visitor reads it: every part of it stands out from the top bar (WCAG AA, 4.5:1).
  expect(await this.visitor.asks(TheHeadersCity.contrast()), `the contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
});

Then("the browser keeps no city", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheKeptCity())).toBeUndefined();
});
