import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { lowestTextContrast } from "../support/contrast";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** The site-wide footer. */

function footer(world: SiteWorld): Locator {
  return world.page.getByRole("contentinfo");
}

Then("the page has the site footer", async function (this: SiteWorld) {
  await expect(footer(this)).toBeVisible();
});

Then("the footer links to {string} as {string}", async function (this: SiteWorld, path: string, label: string) {
  const link = footer(this).getByRole("link", { name: label, exact: true });
  await expect(link).toHaveAttribute("href", path);
  // Offered where the visitor reads it: shown, and its text stands out from the footer (WCAG AA, 4.5:1).
  await expect(link).toBeVisible();
  expect(await lowestTextContrast(link), `the contrast of the link "${label}"`).toBeGreaterThanOrEqual(4.5);
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

Then(
  "the footer shows the {word} {string} as an icon leading to the brand's page on {string}",
  async function (this: SiteWorld, _kind: string, label: string, host: string) {
    const link = footer(this).getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    // An icon: a drawing inside a link that is named after its store or network.
    await expect(link).toHaveAttribute("aria-label", label);
    const icon = link.locator("img");
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The project's own drawing of that store or network: each says what it depicts in its own title.
    const picture = await icon.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
    const drawing = await (await this.navigation.get(picture)).text();
    expect(drawing.match(/<title>([^<]*)<\/title>/)?.[1], `the title of the drawing ${picture}`).toBe(label);
    const target = new URL((await link.getAttribute("href")) ?? "");
    expect(target.host).toBe(host);
    // The brand's own page there, not the store's or the network's front page.
    expect(target.pathname.replace(/\/+$/, ""), `the path of ${target.href}`).not.toBe("");
  },
);
