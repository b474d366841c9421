import { Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * Whether the visitor can scroll the page (source spec §4: an open menu or
 * search locks page scrolling). The wheel is turned over the page; a locked
 * page neither moves nor lets its viewport scroll. The lock is read until it
 * holds: the page applies it in an effect after the render that opened or
 * closed the menu, and a window's resize reaches the page with its next frame,
 * so the step after a resize can run before the page has heard of it.
 */

Then("the page does not scroll", async function (this: SiteWorld) {
  await expect.poll(() => this.scrolling.isLocked(), { message: "the page's scrolling is locked" }).toBe(true);
  const before = await this.scrolling.position();
  await this.scrolling.wheel(600);
  expect(await this.scrolling.position()).toBe(before);
});

Then("the page scrolls again", async function (this: SiteWorld) {
  await expect.poll(() => this.scrolling.isLocked(), { message: "the page's scrolling is unlocked" }).toBe(false);
  const before = await this.scrolling.position();
  await this.scrolling.wheel(600);
  await expect.poll(() => this.scrolling.position()).toBeGreaterThan(before);
});
