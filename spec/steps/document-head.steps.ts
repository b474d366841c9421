import { Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** What the document head tells browsers, search engines and assistive technology. */

Then("the page title is {string}", async function (this: SiteWorld, title: string) {
  await expect(this.page).toHaveTitle(title);
});

Then("the page title starts with {string} and names the brand", async function (this: SiteWorld, own: string) {
  await expect(this.page).toHaveTitle(`${own} | Mitsubishi Motors`);
});

Then("the page description speaks of the 5-year factory warranty", async function (this: SiteWorld) {
  await expect(this.page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    /5 anos de garantia de fábrica/,
  );
});

Then("the page declares its language as Brazilian Portuguese", async function (this: SiteWorld) {
  await expect(this.page.locator("html")).toHaveAttribute("lang", "pt-BR");
});
