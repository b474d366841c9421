import { Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { TheDocumentHead } from "../support/screenplay/document-head";
import type { SiteWorld } from "../support/world";

/** What the document head tells browsers, search engines and assistive technology. */

Then("the page title is {string}", async function (this: SiteWorld, title: string) {
  await expect.poll(() => this.visitor.asks(TheDocumentHead.title())).toBe(title);
});

Then("the page title starts with {string} and names the brand", async function (this: SiteWorld, own: string) {
  await expect.poll(() => this.visitor.asks(TheDocumentHead.title())).toBe(`${own} | Mitsubishi Motors`);
});

/** The brand's promise a page's description speaks of. */
const FACTORY_WARRANTY = /5 anos de garantia de fábrica/;

Then("the page description speaks of the 5-year factory warranty", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheDocumentHead.meta("description"))).toMatch(FACTORY_WARRANTY);
});

Then("the page description reads {string}", async function (this: SiteWorld, text: string) {
  await expect
    .poll(() => this.visitor.asks(TheDocumentHead.meta("description")))
    .toMatch(new RegExp(escapeRegExp(text)));
});

// What a link to the page shows where it is shared (Open Graph): the same brand defaults as the page itself.
Then("a link to the page is shared with the title {string}", async function (this: SiteWorld, title: string) {
  await expect.poll(() => this.visitor.asks(TheDocumentHead.meta("og:title"))).toBe(title);
});

Then(
  "a link to the page is shared with a description that speaks of the 5-year factory warranty",
  async function (this: SiteWorld) {
    await expect.poll(() => this.visitor.asks(TheDocumentHead.meta("og:description"))).toMatch(FACTORY_WARRANTY);
  },
);

Then("the page declares its language as Brazilian Portuguese", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheDocumentHead.language())).toBe("pt-BR");
});
