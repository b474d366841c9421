import { type DataTable, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import { structuredDataBlocks } from "../support/structured-data";
import { TAG_VENDOR_HOSTS } from "../support/tag-stand-ins";
import type { SiteWorld } from "../support/world";

/**
 * The dealer finder (/concessionarias): dealers by state and city, the filters,
 * each dealer's links, and how the page describes them to search engines.
 */

function main(world: SiteWorld): Locator {
  return world.page.getByRole("main");
}

function filter(world: SiteWorld, label: "Estado" | "Cidade"): Locator {
  return main(world).getByRole("search", { name: "Filtrar concessionárias" }).getByLabel(label, { exact: true });
}

function dealerCard(world: SiteWorld, name: string): Locator {
  return main(world)
    .getByRole("listitem")
    .filter({ has: world.page.getByRole("heading", { level: 4, name, exact: true }) });
}

/** The headings of the list, in order: states (h2), cities (h3) and dealers (h4), as "h2 São Paulo". */
async function listHeadings(world: SiteWorld): Promise<string[]> {
  return main(world)
    .locator("h2, h3, h4")
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.closest("section[aria-labelledby^='uf-']"))
        .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`),
    );
}

When("the visitor filters the dealers by the state {string}", async function (this: SiteWorld, state: string) {
  await filter(this, "Estado").selectOption({ label: state });
});

When("the visitor filters the dealers by the city {string}", async function (this: SiteWorld, city: string) {
  await filter(this, "Cidade").selectOption({ label: city });
});

When("the visitor asks to change the city of the dealer finder", async function (this: SiteWorld) {
  await main(this)
    .getByRole("button", { name: /^(Trocar cidade|Escolher cidade)$/ })
    .click();
});

Then("the dealer list begins:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([level = "", name = ""]) => `${level} ${name}`);
  await expect.poll(async () => (await listHeadings(this)).slice(0, expected.length)).toEqual(expected);
});

Then("the states listed are, in order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([name = ""]) => `h2 ${name}`);
  await expect
    .poll(async () => (await listHeadings(this)).filter((heading) => heading.startsWith("h2")))
    .toEqual(expected);
});

Then("the dealer finder says {string}", async function (this: SiteWorld, text: string) {
  await expect(main(this).getByRole("status")).toHaveText(text);
});

/** The names a filter offers to choose, its "all" choice (no value) aside. */
async function choices(world: SiteWorld, label: "Estado" | "Cidade"): Promise<string[]> {
  return filter(world, label)
    .locator("option")
    .evaluateAll((options) =>
      options
        .filter((option) => (option as HTMLOptionElement).value !== "")
        .map((option) => option.textContent?.trim()),
    );
}

/** The headings of one level of the list (h2 states, h3 cities), each name once, in order. */
async function listedAt(world: SiteWorld, level: "h2" | "h3"): Promise<string[]> {
  const names = (await listHeadings(world)).filter((heading) => heading.startsWith(`${level} `));
  return [...new Set(names.map((heading) => heading.slice(level.length + 1)))];
}

/** Polled: the filter's choices and the list change in the same render, read here one after the other. */
async function expectChoicesListed(world: SiteWorld, label: "Estado" | "Cidade", level: "h2" | "h3"): Promise<void> {
  await expect
    .poll(async () => {
      const [offered, listed] = [(await choices(world, label)).sort(), (await listedAt(world, level)).sort()];
      return { offered, listed, same: listed.length > 0 && JSON.stringify(offered) === JSON.stringify(listed) };
    })
    .toMatchObject({ same: true });
}

Then("the state filter offers exactly the states listed", async function (this: SiteWorld) {
  await expectChoicesListed(this, "Estado", "h2");
});

Then("the city filter offers exactly the cities listed", async function (this: SiteWorld) {
  await expect(filter(this, "Cidade")).toBeEnabled();
  await expectChoicesListed(this, "Cidade", "h3");
});

Then("the city filter waits for a state", async function (this: SiteWorld) {
  await expect(filter(this, "Cidade")).toBeDisabled();
});

Then(
  "the dealer {string} offers a call to {string}, a WhatsApp chat at {string} and its place on the map at {string}",
  async function (this: SiteWorld, name: string, tel: string, whatsapp: string, map: string) {
    const card = dealerCard(this, name);
    // Each link names the dealer too, for whoever hears the links out of their card.
    const link = (start: string) => card.getByRole("link", { name: new RegExp(`^${start}\\W+${name}`) });
    await expect(link("Ligar para")).toHaveAttribute("href", tel);
    await expect(link("WhatsApp de")).toHaveAttribute("href", whatsapp);
    await expect(link("Ver no mapa")).toHaveAttribute("href", map);
  },
);

Then("every dealer listed offers a call, a WhatsApp chat and the map", async function (this: SiteWorld) {
  const cards = main(this).locator("li[id]");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  const links = await cards.evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "")),
  );
  for (const hrefs of links) {
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
  const cards = await main(this)
    .locator("li[id]")
    .evaluateAll((items) => items.map((item) => item.id));
  expect(dealers).toHaveLength(cards.length);
  for (const dealer of dealers) {
    expect(dealer.brand.name).toBe("Mitsubishi Motors");
    const url = new URL(dealer.url);
    expect(url.pathname).toBe("/concessionarias");
    expect(cards).toContain(url.hash.slice(1));
    await expect(dealerCard(this, dealer.name)).toHaveAttribute("id", url.hash.slice(1));
  }
});

Then("the page says its dealers are sample data", async function (this: SiteWorld) {
  await expect(main(this).getByText(/^Dados de exemplo\./)).toBeVisible();
  // Said to every visitor, not only to screen readers: a paragraph clipped to a pixel still counts as
  // "visible", and so do the words inside it, whose own boxes the clip does not shrink.
  const box = await main(this)
    .locator("p", { hasText: /^Dados de exemplo\./ })
    .boundingBox();
  expect(box && Math.min(box.width, box.height), "the note's smaller side, in pixels").toBeGreaterThan(8);
});

Then("the page made no request to another site", async function (this: SiteWorld) {
  // Scrolled to its end first: a map or widget may load as it comes into view.
  await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await this.navigation.waitUntilSettled();
  const origin = new URL(this.baseUrl).origin;
  // The tags of §7 load on every page as consent allows; nothing else may come from elsewhere (no map, no widget).
  const foreign = (address: string) => {
    const url = new URL(address, origin);
    return url.origin !== origin && !TAG_VENDOR_HOSTS.includes(url.hostname);
  };
  expect(this.requests.urls.filter((url) => !url.startsWith("data:") && foreign(url))).toEqual([]);
  await expect(this.page.locator("iframe")).toHaveCount(0);
  // Nor a connection opened ahead (a resource hint): it tells the other site of the visit as a request would.
  const hinted = await this.page
    .locator('link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"], link[rel~="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hinted.filter(foreign)).toEqual([]);
});
