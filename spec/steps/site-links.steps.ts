import { type DataTable, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import { mainMenu, revealMainMenu } from "../support/site-chrome";
import { siteAddresses } from "../support/site-links";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/**
 * Following the site's links (menus, footer, model cards, banners) and reading
 * the address they lead to: where link carrying (source spec §4) shows.
 */

function mainMenuLink(world: SiteWorld, label: string): Locator {
  return mainMenu(world.page).getByRole("link", { name: label, exact: true });
}

function footerLink(world: SiteWorld, label: string): Locator {
  return world.page.getByRole("contentinfo").getByRole("link", { name: label, exact: true });
}

function modelCard(world: SiteWorld, model: string, heading = "Modelos"): Locator {
  return section(world, heading).getByRole("link", { name: model, exact: true });
}

/** A link of the page's content by its name; the first when the page repeats a call (top and bottom). */
function pageLink(world: SiteWorld, label: string): Locator {
  return world.page.getByRole("main").getByRole("link", { name: label, exact: true }).first();
}

// Below 1080 px the header's menus sit behind the hamburger: the steps open it first.
When("the visitor follows the menu link {string}", async function (this: SiteWorld, label: string) {
  await revealMainMenu(this.page);
  await this.navigation.followLink(mainMenuLink(this, label));
});

When(
  "the visitor follows the link {string} of the menu {string}",
  async function (this: SiteWorld, label: string, menu: string) {
    await revealMainMenu(this.page);
    await this.navigation.followLink(
      this.page.getByRole("navigation", { name: menu, exact: true }).getByRole("link", { name: label, exact: true }),
    );
  },
);

When("the visitor follows the footer link {string}", async function (this: SiteWorld, label: string) {
  await this.navigation.followLink(footerLink(this, label));
});

When("the visitor chooses the model {string} in the list of models", async function (this: SiteWorld, model: string) {
  await this.navigation.followLink(modelCard(this, model));
});

When(
  "the visitor chooses the model {string} in the section {string}",
  async function (this: SiteWorld, model: string, heading: string) {
    await this.navigation.followLink(modelCard(this, model, heading));
  },
);

When("the visitor follows the link {string} on the page", async function (this: SiteWorld, label: string) {
  await this.navigation.followLink(pageLink(this, label));
});

Then("the link {string} on the page leads to {string}", async function (this: SiteWorld, label: string, href: string) {
  await expect(pageLink(this, label)).toHaveAttribute("href", href);
});

Then(
  "every link {string} on the page leads to {string}",
  async function (this: SiteWorld, label: string, href: string) {
    const links = this.page.getByRole("main").getByRole("link", { name: label, exact: true });
    expect(await links.count(), `links named "${label}"`).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
    for (const each of hrefs) expect(each).toBe(href);
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
    // The links' addresses themselves, as a visitor opening one in a new tab or copying it gets them.
    const hrefs = await this.page
      .locator("a[href]")
      .evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""));
    const addresses = siteAddresses(hrefs, this.page.url());
    expect(addresses.length, "links to the site on the page").toBeGreaterThan(10);
    expect(notCarrying(addresses, carried, leftBehind), "links that do not carry the campaign").toEqual([]);
  },
);

Then("the page as served links to its internal addresses bare", async function (this: SiteWorld) {
  // Before any script runs: the server renders one page for every address, whatever its query. (A link's own
  // parameters are its own: none may be one of the address's.)
  const address = this.navigation.currentUrl();
  const served = await (await this.navigation.get(address.href)).text();
  const hrefs = [...served.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
  const addresses = siteAddresses(hrefs, address.href);
  expect(addresses.length, "links to the site in the served page").toBeGreaterThan(10);
  const carrying = addresses.filter((target) => {
    const query = new URL(target).searchParams;
    return [...address.searchParams].some(([name, value]) => query.getAll(name).includes(value));
  });
  expect(carrying, "links of the served page that carry the address's parameters").toEqual([]);
});

/** The address's query as name → value pairs, in order, repeated names kept. */
function queryOf(world: SiteWorld): Array<[string, string]> {
  return [...world.navigation.currentUrl().searchParams.entries()];
}

Then("the address is at {string}", async function (this: SiteWorld, path: string) {
  expect(this.navigation.currentUrl().pathname).toBe(path);
});

Then("the address carries exactly these parameters:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([name, value]) => [name ?? "", value ?? ""]);
  const actual = queryOf(this);
  expect(
    [...actual].sort(([a], [b]) => a.localeCompare(b)),
    `The address ${this.navigation.currentUrl()} carries other parameters than expected.`,
  ).toEqual([...expected].sort(([a], [b]) => (a ?? "").localeCompare(b ?? "")));
});

Then("the address carries no parameters", async function (this: SiteWorld) {
  expect(queryOf(this)).toEqual([]);
});

Then("the address ends with the hash {string}", async function (this: SiteWorld, hash: string) {
  expect(this.navigation.currentUrl().hash).toBe(hash);
});

Then("no link of the page to another site carries {string}", async function (this: SiteWorld, carried: string) {
  // Once the page is ready, when its internal links carry the campaign (TRACK-6).
  await this.navigation.waitUntilSettled();
  const hrefs = await this.page
    .locator("a[href]")
    .evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""));
  const origin = this.navigation.currentUrl().origin;
  const elsewhere = hrefs.filter((href) => !href.startsWith("#") && new URL(href, origin).origin !== origin);
  expect(elsewhere.length, "links to other sites on the page").toBeGreaterThan(3);
  const names = [...new URLSearchParams(carried).keys()];
  const carrying = elsewhere.filter((href) => names.some((name) => new URL(href, origin).searchParams.has(name)));
  expect(carrying, "links to other sites that carry the campaign").toEqual([]);
});
