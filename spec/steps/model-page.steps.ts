import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { TheModelPage } from "../support/screenplay/model-page";
import { Visit } from "../support/screenplay/navigation";
import type { SiteWorld } from "../support/world";

/** A model page of the catalogue: its name, tagline, starting price and versions. */

When("a visitor opens the model page {string}", async function (this: SiteWorld, address: string) {
  await this.visitor.attemptsTo(Visit.at(address));
});

Then("the page shows the model {string}", async function (this: SiteWorld, name: string) {
  await expect.poll(() => this.visitor.asks(TheModelPage.showsTheModel(name))).toBe(true);
});

Then("the page shows the tagline {string}", async function (this: SiteWorld, tagline: string) {
  await expect.poll(() => this.visitor.asks(TheModelPage.heroShows(tagline))).toBe(true);
});

Then("the starting price reads {string}", async function (this: SiteWorld, text: string) {
  await expect.poll(() => this.visitor.asks(TheModelPage.heroShows(text))).toBe(true);
});

Then("the version {string} costs {string}", async function (this: SiteWorld, name: string, price: string) {
  await expect.poll(() => this.visitor.asks(TheModelPage.versionShows(name, price))).toBe(true);
});

Then("the page lists the versions:", async function (this: SiteWorld, table: { raw(): string[][] }) {
  const names = table.raw().map(([name]) => expect.stringMatching(new RegExp(`^${escapeRegExp(name ?? "")}\\b`)));
  await expect.poll(() => this.visitor.asks(TheModelPage.versions())).toEqual(names);
});

Then("every version reads {string}", async function (this: SiteWorld, text: string) {
  const shown = await this.visitor.asks(TheModelPage.everyVersionShows(text));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(shown.map(() => true));
});

Then(
  "no price on the page reads {string} or {string}",
  async function (this: SiteWorld, first: string, second: string) {
    const text = await this.visitor.asks(TheModelPage.text());
    expect(text).not.toContain(first);
    expect(text).not.toMatch(new RegExp(`\\b${escapeRegExp(second)}\\b`));
  },
);

/** The version the address's anchor names: in view, named by the address, highlighted (the brand-coloured ring). */
Then("the version {string} is in view, marked {string}", async function (this: SiteWorld, name: string, badge: string) {
  await expect
    .poll(() => this.visitor.asks(TheModelPage.targeted(name)))
    .toEqual({ inView: true, named: true, ring: expect.not.stringMatching(/^none$/) });
  expect(await this.visitor.asks(TheModelPage.versionShows(name, badge)), `"${name}" marked "${badge}"`).toBe(true);
});

Then("the version {string} is in view", async function (this: SiteWorld, name: string) {
  await expect
    .poll(() => this.visitor.asks(TheModelPage.targeted(name)))
    .toEqual({ inView: true, named: true, ring: expect.not.stringMatching(/^none$/) });
});

Then(/^the gallery shows (\d+) pictures of the (.+)$/, async function (this: SiteWorld, count: string, model: string) {
  const pictures = Number(count);
  await expect
    .poll(() => this.visitor.asks(TheModelPage.gallery(model, pictures)))
    .toEqual({ pictures, loaded: pictures });
});
