import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheSections } from "../support/screenplay/page-sections";
import type { SiteWorld } from "../support/world";

/**
 * The sections of a page's content: each is a region named by its heading, so
 * a visitor with a screen reader moves through them as a sighted one scans.
 */

Then("the page has these sections, in this order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([heading]) => heading ?? "");
  await expect.poll(() => this.visitor.asks(TheSections.shownAmong(expected))).toEqual(expected);
});

Then(
  "between the sections {string} and {string} the page calls again to {string} and {string}",
  async function (this: SiteWorld, before: string, after: string, first: string, second: string) {
    for (const label of [first, second]) {
      expect(
        await this.visitor.asks(TheSections.linksBetween(before, after, label)),
        `a link "${label}" after "${before}" and before "${after}"`,
      ).toBeGreaterThan(0);
    }
  },
);

Then("the page has the section {string}", async function (this: SiteWorld, heading: string) {
  await expect.poll(() => this.visitor.asks(TheSections.isShown(heading))).toBe(true);
});

Then("the page has no section {string}", async function (this: SiteWorld, heading: string) {
  await expect.poll(() => this.visitor.asks(TheSections.absence(heading))).toEqual({ heading: true, sections: 0 });
});

Then("the page offers the button {string}", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheSections.buttonShown(label))).toBe(true);
});

Then("the section {string} reads {string}", async function (this: SiteWorld, heading: string, text: string) {
  await expect.poll(() => this.visitor.asks(TheSections.text(heading))).toContain(text);
});

Then("the section {string} does not read {string}", async function (this: SiteWorld, heading: string, text: string) {
  await expect.poll(() => this.visitor.asks(TheSections.text(heading))).toEqual(expect.any(String));
  expect(await this.visitor.asks(TheSections.text(heading))).not.toContain(text);
});

Then("the section {string} shows {string} in bold", async function (this: SiteWorld, heading: string, text: string) {
  // A model year's description is HTML (source spec §3): shown as markup, not as its tags written out.
  await expect.poll(() => this.visitor.asks(TheSections.showsInBold(heading, text))).toBe(true);
});

Then(
  "the section {string} links to the privacy channel {string}",
  async function (this: SiteWorld, heading: string, address: string) {
    // The channel is a form on another site (source spec §2): the same one the footer links to.
    await expect
      .poll(() => this.visitor.asks(TheSections.privacyChannels(heading)))
      .toEqual({ section: address, footer: address });
  },
);

Then("the home page highlights offers, services and the events of Mundo MIT", async function (this: SiteWorld) {
  const highlights = await this.visitor.asks(TheSections.homeHighlights());
  expect(highlights.offers.length, "highlighted offers").toBeGreaterThan(0);
  // Four services (PAGE-16), each leading to its own page; four events of Mundo MIT.
  expect(highlights).toEqual({
    offers: highlights.offers.map(() => expect.stringMatching(/^\/ofertas#[a-z0-9-]+$/)),
    services: 4,
    serviceLinks: highlights.serviceLinks.map(() => expect.stringMatching(/^\/mit-[a-z0-9-]+$/)),
    allServices: "/servicos-beneficios",
    events: 4,
    mundoMit: "/mundo-mit",
  });
});

Then("the page's introduction reads {string}", async function (this: SiteWorld, text: string) {
  // The lead under the main heading: what the page says first.
  await expect.poll(() => this.visitor.asks(TheSections.introductionShown(text))).toBe(true);
});

/** The note that says what the page shows is the project's sample data (decisions PAGE-30, PAGE-34), seen by every visitor. */
Then("the page says it shows sample data: {string}", async function (this: SiteWorld, text: string) {
  await expect
    .poll(() => this.visitor.asks(TheSections.sampleDataNote(text)), { message: "the note's smaller side, in pixels" })
    .toBeGreaterThan(8);
});
