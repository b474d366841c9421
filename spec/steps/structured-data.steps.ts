import { type DataTable, Then } from "@cucumber/cucumber";
import type { StructuredData } from "../../contracts/structured-data";
import { expect } from "../support/expect";
import { TheCurrentAddress } from "../support/screenplay/site-links";
import { WhatThePageShows } from "../support/screenplay/what-the-page-shows";
import { checkedStructuredData, structuredDataBlocks, VOCABULARY_STEP, vocabularyOf } from "../support/structured-data";
import type { SiteWorld } from "../support/world";

/**
 * The structured data (schema.org as JSON-LD) in a page's head, read as a
 * search engine reads it and checked against the vocabulary the feature states
 * (decision PAGE-28: the types the site may use, each with its fields) and the
 * values each page's rule names: the organisation, its services and lines, a
 * car's prices in reais, a service, a trail, on the site's own origin (the
 * origin of the page's canonical address).
 */

type BlockOf<Type extends StructuredData["@type"]> = Extract<StructuredData, { "@type": Type }>;

async function blockOf<Type extends StructuredData["@type"]>(world: SiteWorld, type: Type): Promise<BlockOf<Type>> {
  const block = (await structuredDataBlocks(world)).find(
    (candidate): candidate is BlockOf<Type> => candidate["@type"] === type,
  );
  if (!block) throw new Error(`The page has no ${type} block.`);
  return block;
}

Then("every structured-data block of the page is valid schema.org", async function (this: SiteWorld) {
  const blocks = await structuredDataBlocks(this);
  const url = this.navigation.currentUrl();
  if (url.pathname === "/") return;
  // Inner pages say where they sit: a trail from the home page down to themselves.
  const trail = blocks.find((block): block is BlockOf<"BreadcrumbList"> => block["@type"] === "BreadcrumbList");
  expect(trail, "an inner page carries a BreadcrumbList").toBeDefined();
  const items = trail?.itemListElement ?? [];
  expect(new URL(items[0]?.item ?? "").pathname).toBe("/");
  expect(new URL(items.at(-1)?.item ?? "").pathname).toBe(url.pathname);
});

Then(VOCABULARY_STEP, async function (this: SiteWorld, table: DataTable) {
  const { blocks, problems } = await checkedStructuredData(this, vocabularyOf(table.hashes()));
  expect(blocks.length, "structured-data blocks of the page").toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

Then("the page describes the organisation with these services:", async function (this: SiteWorld, table: DataTable) {
  const organization = await blockOf(this, "AutomotiveBusiness");
  const services = organization.hasOfferCatalog.itemListElement.map(({ itemOffered }) => [
    itemOffered.name,
    new URL(itemOffered.url).pathname,
  ]);
  expect(services).toEqual(table.raw());
});

Then("the organisation's toll-free lines are:", async function (this: SiteWorld, table: DataTable) {
  const organization = await blockOf(this, "AutomotiveBusiness");
  expect(organization.contactPoint.map((point) => [point.contactType, point.telephone])).toEqual(table.raw());
});

Then("every service of the organisation has its page, which answers", async function (this: SiteWorld) {
  const organization = await blockOf(this, "AutomotiveBusiness");
  for (const { itemOffered } of organization.hasOfferCatalog.itemListElement) {
    const answer = await this.navigation.get(this.navigation.address(new URL(itemOffered.url).pathname));
    expect(answer.status(), itemOffered.url).toBe(200);
  }
});

Then("the page describes the model as a car priced as its versions, in reais", async function (this: SiteWorld) {
  const car = await blockOf(this, "Car");
  expect(car.name).toBe(await this.visitor.asks(WhatThePageShows.heading()));
  expect(new URL(car.url).pathname).toBe((await this.visitor.asks(TheCurrentAddress())).path);
  const prices = await this.visitor.asks(WhatThePageShows.versionPrices());
  expect(prices.length, "the page shows prices").toBeGreaterThan(0);
  expect(car.offers).toEqual({
    "@type": "AggregateOffer",
    priceCurrency: "BRL",
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: prices.length,
  });
});

Then("the page describes the model as a car without an offer", async function (this: SiteWorld) {
  const car = await blockOf(this, "Car");
  expect(await this.visitor.asks(WhatThePageShows.versionPrices())).toEqual([]);
  expect(car.offers).toBeUndefined();
});

Then("the page describes the service {string}", async function (this: SiteWorld, name: string) {
  const service = await blockOf(this, "Service");
  expect(service.name).toBe(name);
  expect(new URL(service.url).pathname).toBe((await this.visitor.asks(TheCurrentAddress())).path);
  // Provided by the organisation, in Brazil.
  expect(service.provider["@type"]).toBe("AutomotiveBusiness");
  expect(service.provider.name).toBe("Mitsubishi Motors");
  expect(service.areaServed).toEqual({ "@type": "Country", name: "Brasil" });
});

Then("the page's trail reads:", async function (this: SiteWorld, table: DataTable) {
  const trail = await blockOf(this, "BreadcrumbList");
  const expected = table.raw().map(([name = "", path = ""]) => [name, path]);
  expect(trail.itemListElement.map((item) => [item.name, new URL(item.item).pathname])).toEqual(expected);
  // The visitor sees the same trail above the heading.
  await expect.poll(() => this.visitor.asks(WhatThePageShows.trail())).toEqual(expected.map(([name]) => name ?? ""));
});
