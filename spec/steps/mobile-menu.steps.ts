import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { dimsThePage, TheMobileMenu, TheMobileMenus } from "../support/screenplay/site-header/mobile-menu";
import { TheWindow } from "../support/screenplay/window";
import type { SiteWorld } from "../support/world";

/** The phone's menu (source spec §2): the main menu behind the hamburger below 1080 px. */

When("the visitor opens the mobile menu", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(TheMobileMenu.open());
});

When("the visitor closes the mobile menu", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(TheMobileMenu.close());
});

/** The window changes size as a visitor turns a tablet or drags a desktop window's edge. */
When("the window is resized to {int} by {int} pixels", async function (this: SiteWorld, width: number, height: number) {
  await this.visitor.attemptsTo(TheWindow.resizeTo(width, height));
});

Then("the main menu is hidden behind the button {string}", async function (this: SiteWorld, label: string) {
  await expect
    .poll(() => this.visitor.asks(TheMobileMenus.state(label)))
    .toEqual({ button: true, expanded: "false", mainMenu: false });
});

Then("the main menu is in view without a menu button", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheMobileMenus.state()))
    .toEqual({ button: false, expanded: null, mainMenu: true });
});

Then("the mobile menu is open", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheMobileMenus.state()))
    .toEqual({ button: true, expanded: "true", mainMenu: true });
});

Then("the button {string} that opens the menu has the focus", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheMobileMenus.buttonNamedHasTheFocus(label))).toBe(true);
});

Then("the mobile menu offers {string}", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheMobileMenus.offers(label))).toBe(true);
});

Then("the mobile menu covers the width of the window", async function (this: SiteWorld) {
  expect((await this.visitor.asks(TheMobileMenus.sheet()))?.widthShare, "the share of the window's width").toBe(1);
});

Then("the mobile menu opens beside the page, which stays in view", async function (this: SiteWorld) {
  const sheet = await this.visitor.asks(TheMobileMenus.sheet());
  expect(sheet?.rightEdgeShare, "the share of the window the menu covers").toBeLessThan(0.75);
});

When(
  "the visitor scrolls the mobile menu with the wheel until {string} shows",
  async function (this: SiteWorld, label: string) {
    await this.visitor.attemptsTo(TheMobileMenu.scrollUntilShown(label));
    expect(
      await this.visitor.asks(TheMobileMenus.linkWhollyInWindow(label)),
      `"${label}" reached by scrolling the menu`,
    ).toBe(true);
  },
);

Then("the page beside the menu is dimmed", async function (this: SiteWorld) {
  const layers = await this.visitor.asks(TheMobileMenus.layersBeside());
  expect(layers.filter(dimsThePage), `a dimming layer over the page: ${JSON.stringify(layers)}`).not.toEqual([]);
});
