import { type DataTable, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { Follow, TheCurrentAddress, TheLinks } from "../support/screenplay/site-links";
import { siteAddresses } from "../support/site-links";
import type { SiteWorld } from "../support/world";

/**
 * Following the site's links (menus, footer, model cards, banners) and reading
 * the address they lead to: where link carrying (source spec §4) shows.
 */

When("the visitor follows the menu link {string}", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(Follow.menuLink(label));
});

When(
  "the visitor follows the link {string} of the menu {string}",
  async function (this: SiteWorld, label: string, menu: string) {
    await this.visitor.attemptsTo(Follow.linkOfTheNavigation(label, menu));
  },
);

When("the visitor follows the footer link {string}", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(Follow.footerLink(label));
});

When("the visitor chooses the model {string} in the list of models", async function (this: SiteWorld, model: string) {
  await this.visitor.attemptsTo(Follow.modelCard(model, "Modelos"));
});

When(
  "the visitor chooses the model {string} in the section {string}",
  async function (this: SiteWorld, model: string, heading: string) {
    await this.visitor.attemptsTo(Follow.modelCard(model, heading));
  },
);

When("the visitor follows the link {string} on the page", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(Follow.pageLink(label));
});

Then("the link {string} on the page leads to {string}", async function (this: SiteWorld, label: string, href: string) {
  await expect.poll(() => this.visitor.asks(TheLinks.addressOf(label))).toBe(href);
});

Then(
  "every link {string} on the page leads to {string}",
  async function (this: SiteWorld, label: string, href: string) {
    const addresses = await this.visitor.asks(TheLinks.addressesOf(label));
    expect(addresses.length, `links named "${label}"`).toBeGreaterThan(0);
    expect(addresses).toEqual(addresses.map(() => href));
  },
);

/** The site addresses among these that lack one of the carried parameters, or carry the one left behind. */
function notCarrying(addresses: readonly string[], carried: string, leftBehind: string): string[] {
  const expected = [...new URLSearchParams(carried)];
  return addresses.filter((address) => {
    const query = new URL(address).searchParams;
    return expected.some(([name, value]) => query.get(name) !== value) || query.has(leftBehind);
  });
}

Then(
  "every internal link of the page carries {string}, and not {string}",
  async function (this: SiteWorld, carried: string, leftBehind: string) {
    const { href } = await this.visitor.asks(TheCurrentAddress());
    const addresses = siteAddresses(await this.visitor.asks(TheLinks.everyAddress()), href);
    expect(addresses.length, "links to the site on the page").toBeGreaterThan(10);
    expect(notCarrying(addresses, carried, leftBehind), "links that do not carry the campaign").toEqual([]);
  },
);

Then("the page as served links to its internal addresses bare", async function (this: SiteWorld) {
  // Before any script runs: the server renders one page for every address, whatever its query. (A link's own
  // parameters are its own: none may be one of the address's.)
  const address = new URL((await this.visitor.asks(TheCurrentAddress())).href);
  const addresses = siteAddresses(await this.visitor.asks(TheLinks.asServed()), address.href);
  expect(addresses.length, "links to the site in the served page").toBeGreaterThan(10);
  const carrying = addresses.filter((target) => {
    const query = new URL(target).searchParams;
    return [...address.searchParams].some(([name, value]) => query.getAll(name).includes(value));
  });
  expect(carrying, "links of the served page that carry the address's parameters").toEqual([]);
});

Then("the address is at {string}", async function (this: SiteWorld, path: string) {
  expect((await this.visitor.asks(TheCurrentAddress())).path).toBe(path);
});

Then("the address carries exactly these parameters:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([name, value]) => [name ?? "", value ?? ""]);
  const { href, query } = await this.visitor.asks(TheCurrentAddress());
  expect(
    [...query].sort(([a = ""], [b = ""]) => a.localeCompare(b)),
    `The address ${href} carries other parameters than expected.`,
  ).toEqual([...expected].sort(([a], [b]) => (a ?? "").localeCompare(b ?? "")));
});

Then("the address carries no parameters", async function (this: SiteWorld) {
  expect((await this.visitor.asks(TheCurrentAddress())).query).toEqual([]);
});

Then("the address ends with the hash {string}", async function (this: SiteWorld, hash: string) {
  expect((await this.visitor.asks(TheCurrentAddress())).hash).toBe(hash);
});

Then("no link of the page to another site carries {string}", async function (this: SiteWorld, carried: string) {
  // Once the page is ready, when its internal links carry the campaign (TRACK-6).
  const hrefs = await this.visitor.asks(TheLinks.everyAddressOnceSettled());
  const origin = new URL((await this.visitor.asks(TheCurrentAddress())).href).origin;
  const elsewhere = hrefs.filter((href) => !href.startsWith("#") && new URL(href, origin).origin !== origin);
  expect(elsewhere.length, "links to other sites on the page").toBeGreaterThan(3);
  const names = [...new URLSearchParams(carried).keys()];
  const carrying = elsewhere.filter((href) => names.some((name) => new URL(href, origin).searchParams.has(name)));
  expect(carrying, "links to other sites that carry the campaign").toEqual([]);
});
