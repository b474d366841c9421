import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { mainMenu, revealMainMenu } from "../support/site-chrome";
import type { SiteWorld } from "../support/world";

/**
 * The progress bar of slow route changes (source spec §2). Gatsby reports a
 * change still loading after about a second; the suite holds the next page's
 * data back (a pending request, not a delay) and lets virtual time pass.
 */

function progressBar(world: SiteWorld) {
  return world.page.getByRole("progressbar", { name: "Carregando a página" });
}

Given("the content of {string} is slow to arrive", async function (this: SiteWorld, path: string) {
  await this.navigation.holdPageData(path);
});

When("the visitor clicks the menu link {string}", async function (this: SiteWorld, label: string) {
  await revealMainMenu(this.page);
  await mainMenu(this.page).getByRole("link", { name: label, exact: true }).click();
});

When("the content arrives", async function (this: SiteWorld) {
  this.navigation.releaseHeldPageData();
});

Then("the progress bar shows", async function (this: SiteWorld) {
  await expect(progressBar(this)).toBeVisible();
});

Then("no progress bar shows", async function (this: SiteWorld) {
  await this.page.evaluate(() => 0);
  await expect(progressBar(this)).toHaveCount(0);
});

Then("the page {string} is shown", async function (this: SiteWorld, path: string) {
  await this.navigation.waitUntilReady(path);
});
