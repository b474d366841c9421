import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { ON_ITS_OWN_SITE, TheCustomerArea } from "../support/screenplay/site-header/customer-area";
import { TheSiteHeader } from "../support/screenplay/site-header/presence";
import { TheTopBar } from "../support/screenplay/site-header/top-bar";
import type { SiteWorld } from "../support/world";

/**
 * The site-wide header (source spec §2): its top bar, its service links, the
 * customer area, and the pages that go without it. Its menus:
 * header-menus.steps.ts; the phone's menu: mobile-menu.steps.ts.
 */

Then("the top bar links to {string} as {string}", async function (this: SiteWorld, path: string, label: string) {
  await expect
    .poll(() => this.visitor.asks(TheTopBar.link(label)))
    .toEqual({ shownLinks: 1, address: path, reachable: true, onTheCitysRow: true });
});

Then("the top bar does not show {string}", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheTopBar.showing(label))).toEqual({ city: true, links: 0 });
});

/** HEADER-3: the top bar has the customer-area link, on the city's row like Institucional, to a site of its own. */
Then("the top bar links to the customer area on its own site", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheTopBar.customerAreaLink()))
    .toMatchObject({ ...ON_ITS_OWN_SITE, shownLinks: 1, onTheCitysRow: true });
});

Then("the customer-area link shows the icon {string}", async function (this: SiteWorld, icon: string) {
  await expect.poll(() => this.visitor.asks(TheCustomerArea.showsTheIcon(icon))).toBe(true);
});

Then("the header has a user icon leading to the customer area", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCustomerArea.iconLink())).toEqual({ ...ON_ITS_OWN_SITE, text: "" });
});

Then(
  "the header's service links are {string}, {string} and {string}",
  async function (this: SiteWorld, first: string, second: string, third: string) {
    await expect.poll(() => this.visitor.asks(TheTopBar.serviceLinks())).toEqual([first, second, third]);
  },
);

Then("the main menu sits below the top bar", async function (this: SiteWorld) {
  expect(
    await this.visitor.asks(TheTopBar.mainMenusDistanceBelow()),
    "the menu's distance below the city",
  ).toBeGreaterThanOrEqual(0);
});

Then("the page has the site header", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheSiteHeader.isShown())).toBe(true);
});

Then("the page has no site header", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheSiteHeader.absence())).toEqual({ heading: true, headers: 0 });
});

Then(
  "the brand's logo {string} stands above the main heading, in place of the header",
  async function (this: SiteWorld, name: string) {
    await expect
      .poll(() => this.visitor.asks(TheSiteHeader.logosAboveTheHeading(name)), {
        message: `a "${name}" logo above the page's heading`,
      })
      .toBeGreaterThan(0);
  },
);

Then("a screenshot of the window is attached as {string}", async function (this: SiteWorld, name: string) {
  await this.attachScreenshot(name);
});

Then("the header's menus link these pages:", async function (this: SiteWorld, table: DataTable) {
  const rows = table.raw().map(([label = "", path = ""]) => [label, path] as const);
  // Every link of each name, at whichever width shows it, leads to the page.
  await expect
    .poll(() => this.visitor.asks(TheSiteHeader.linkAddresses(rows.map(([label]) => label))))
    .toEqual(Object.fromEntries(rows.map(([label, path]) => [label, [path]])));
});
