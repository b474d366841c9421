import { Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
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
});
