import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { lowestTextContrast } from "../support/contrast";
import { expect } from "../support/expect";
import { PlaywrightElement } from "../support/screenplay/playwright/playwright-element";
import type { SiteWorld } from "../support/world";

/** The site-wide footer. */

function footer(world: SiteWorld): Locator {
  return world.page.getByRole("contentinfo");
}

Then("the page has the site footer", async function (this: SiteWorld) {
  await expect(footer(this)).toBeVisible();
});

async function expectFooterLink(world: SiteWorld, path: string, label: string): Promise<void> {
  const link = footer(world).getByRole("link", { name: label, exact: true });
  await expect(link).toHaveAttribute("href", path);
  // Offered where the visitor reads it: shown, and its text stands out from the footer (WCAG AA, 4.5:1).
  await expect(link).toBeVisible();
  expect(
    await lowestTextContrast(new PlaywrightElement(link)),
    `the contrast of the link "${label}"`,
  ).toBeGreaterThanOrEqual(4.5);
}

Then("the footer links to {string} as {string}", async function (this: SiteWorld, path: string, label: string) {
  await expectFooterLink(this, path, label);
});

Then("the footer links to these pages:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", path = ""] of table.raw()) await expectFooterLink(this, path, label);
});

Then("the footer has no link to these pages, under any label:", async function (this: SiteWorld, table: DataTable) {
  await expect(footer(this)).toBeVisible();
  // Every link of the footer, shown or not, by where it leads: a page kept under another label is still there.
  const targets = await footer(this)
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const pathsLinked = targets.map((target) => new URL(target).pathname.replace(/\/$/, "") || "/");
  for (const [label = "", path = ""] of table.raw()) {
    await expect(footer(this).getByRole("link", { name: label, exact: true })).toHaveCount(0);
    expect(pathsLinked, `a footer link to ${path}`).not.toContain(path);
  }
});

Then("the page has no site footer", async function (this: SiteWorld) {
  await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(footer(this)).toHaveCount(0);
});

Then(
  "the footer's {string} leads to the external address {string}",
  async function (this: SiteWorld, label: string, address: string) {
    const link = footer(this).getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", address);
    expect(new URL(address).origin).not.toBe(new URL(this.baseUrl).origin);
  },
);

/**
 * An icon of the footer: a drawing, loaded, inside a link named after its store or network, and the
 * drawing is of that store or network (each of the project's drawings says what it depicts in its title).
 */
async function expectIcon(world: SiteWorld, label: string): Promise<Locator> {
  const link = footer(world).getByRole("link", { name: label, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("aria-label", label);
  const icon = link.locator("img");
  await icon.scrollIntoViewIfNeeded();
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const picture = await icon.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
  const drawing = await (await world.navigation.get(picture)).text();
  expect(drawing.match(/<title>([^<]*)<\/title>/)?.[1], `the title of the drawing ${picture}`).toBe(label);
  return link;
}

Then(
  /^the footer shows these (?:app-store badges|social networks) as icons:$/,
  async function (this: SiteWorld, table: DataTable) {
    for (const [label = ""] of table.raw()) await expectIcon(this, label);
  },
);

Then("these icons of the footer lead to the brand's pages on:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", host = ""] of table.raw()) {
    const link = await expectIcon(this, label);
    const target = new URL((await link.getAttribute("href")) ?? "");
    expect(target.host, `the host "${label}" leads to`).toBe(host);
    // The brand's own page there, not the store's or the network's front page.
    expect(target.pathname.replace(/\/+$/, ""), `the path of ${target.href}`).not.toBe("");
  }
});
