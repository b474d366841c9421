import { type DataTable, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { type DealerFilter, FindDealers, TheDealerFinder } from "../support/screenplay/dealers";
import { TheCurrentAddress } from "../support/screenplay/site-links";
import { structuredDataBlocks } from "../support/structured-data";
import { TAG_VENDOR_HOSTS } from "../support/tag-stand-ins";
import type { SiteWorld } from "../support/world";

/**
 * The dealer finder (/concessionarias): dealers by state and city, the filters,
 * each dealer's links, and how the page describes them to search engines.
 */

When("the visitor filters the dealers by the state {string}", async function (this: SiteWorld, state: string) {
  await this.visitor.attemptsTo(FindDealers.filteredBy("Estado", state));
});

When("the visitor filters the dealers by the city {string}", async function (this: SiteWorld, city: string) {
  await this.visitor.attemptsTo(FindDealers.filteredBy("Cidade", city));
});

When("the visitor asks to change the city of the dealer finder", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(FindDealers.changeTheCity());
});

Then("the dealer list begins:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([level = "", name = ""]) => `${level} ${name}`);
  await expect
    .poll(async () => (await this.visitor.asks(TheDealerFinder.headings())).slice(0, expected.length))
    .toEqual(expected);
});

Then("the states listed are, in order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([name = ""]) => `h2 ${name}`);
  await expect
    .poll(async () =>
      (await this.visitor.asks(TheDealerFinder.headings())).filter((heading) => heading.startsWith("h2")),
    )
    .toEqual(expected);
});

Then("the dealer finder says {string}", async function (this: SiteWorld, text: string) {
  await expect.poll(() => this.visitor.asks(TheDealerFinder.says())).toBe(text);
});

/**
 * The names a filter offers are those of one level of the list (h2 states, h3 cities), each once. Polled: the
 * filter's choices and the list change in the same render, read here one after the other.
 */
async function expectChoicesListed(world: SiteWorld, label: DealerFilter, level: "h2" | "h3"): Promise<void> {
  await expect
    .poll(async () => {
      const offered = (await world.visitor.asks(TheDealerFinder.choices(label))).sort();
      const headings = await world.visitor.asks(TheDealerFinder.headings());
      const listed = [
        ...new Set(headings.filter((heading) => heading.startsWith(`${level} `)).map((heading) => heading.slice(3))),
      ].sort();
      return listed.length > 0 && JSON.stringify(offered) === JSON.stringify(listed);
    })
    .toBe(true);
}

Then("the state filter offers exactly the states listed", async function (this: SiteWorld) {
  await expectChoicesListed(this, "Estado", "h2");
});

Then("the city filter offers exactly the cities listed", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheDealerFinder.filterEnabled("Cidade"))).toBe(true);
  await expectChoicesListed(this, "Cidade", "h3");
});

Then("the city filter waits for a state", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheDealerFinder.filterEnabled("Cidade"))).toBe(false);
});

Then(
  "the dealer {string} offers a call to {string}, a WhatsApp chat at {string} and its place on the map at {string}",
  async function (this: SiteWorld, name: string, tel: string, whatsapp: string, map: string) {
    // Each link names the dealer too, for whoever hears the links out of their card.
    const named = (start: string, href: string) => [expect.stringMatching(new RegExp(`^${start}\\W+${name}`)), href];
    await expect
      .poll(() => this.visitor.asks(TheDealerFinder.cards()))
      .toContainEqual({
        id: expect.any(String),
        name,
        links: expect.arrayContaining([
          named("Ligar para", tel),
          named("WhatsApp de", whatsapp),
          named("Ver no mapa", map),
        ]),
      });
  },
);

Then("every dealer listed offers a call, a WhatsApp chat and the map", async function (this: SiteWorld) {
  const cards = await this.visitor.asks(TheDealerFinder.cards());
  expect(cards.length).toBeGreaterThan(0);
  for (const { links } of cards) {
    const hrefs = links.map(([, href]) => href ?? "");
    expect(hrefs.some((href) => /^tel:\+55\d{10,11}$/.test(href))).toBe(true);
    expect(hrefs.some((href) => /^https:\/\/wa\.me\/55\d{11}$/.test(href))).toBe(true);
    expect(
      hrefs.some((href) =>
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(href),
      ),
    ).toBe(true);
  }
});

Then("the page describes each dealer to search engines as an AutoDealer", async function (this: SiteWorld) {
  // Each block is parsed with its schema.org contract (contracts/structured-data.ts), on the site's own origin.
  const dealers = (await structuredDataBlocks(this)).flatMap((block) =>
    block["@type"] === "AutoDealer" ? [block] : [],
  );
  const cards = await this.visitor.asks(TheDealerFinder.cards());
  expect(dealers).toHaveLength(cards.length);
  for (const dealer of dealers) {
    expect(dealer.brand.name).toBe("Mitsubishi Motors");
    const url = new URL(dealer.url);
    expect(url.pathname).toBe("/concessionarias");
    expect(cards.map(({ id, name }) => [id, name])).toContainEqual([url.hash.slice(1), dealer.name]);
  }
});

Then("the page says its dealers are sample data", async function (this: SiteWorld) {
  // Said to every visitor, not only to screen readers: a paragraph clipped to a pixel still counts as
  // "visible", and so do the words inside it, whose own boxes the clip does not shrink.
  await expect
    .poll(() => this.visitor.asks(TheDealerFinder.sampleDataNote()), { message: "the note's smaller side, in pixels" })
    .toBeGreaterThan(8);
});

Then("the page made no request to another site", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(FindDealers.scrollToTheEnd());
  const { requested, frames, hinted } = await this.visitor.asks(TheDealerFinder.reachOut());
  const { href } = await this.visitor.asks(TheCurrentAddress());
  const origin = new URL(href).origin;
  // The tags of §7 load on every page as consent allows; nothing else may come from elsewhere (no map, no widget).
  const foreign = (address: string) => {
    const url = new URL(address, origin);
    return url.origin !== origin && !TAG_VENDOR_HOSTS.includes(url.hostname);
  };
  expect(requested.filter(foreign)).toEqual([]);
  expect(frames, "frames").toBe(0);
  // Nor a connection opened ahead (a resource hint): it tells the other site of the visit as a request would.
  expect(hinted.filter(foreign)).toEqual([]);
});
