import { Then, When } from "@cucumber/cucumber";
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

/** Where the visitor left the page before opening something over it, per scenario. */
const places = new WeakMap<SiteWorld, number>();

When("the visitor scrolls down the page", async function (this: SiteWorld) {
  await this.scrolling.wheel(800);
  await expect.poll(() => this.scrolling.position(), { message: "the page scrolled down" }).toBeGreaterThan(0);
  places.set(this, await this.scrolling.position());
});

/** A lock that keeps the page still must not move it either: the visitor's place stays under what opened. */
Then("the page is where the visitor left it", async function (this: SiteWorld) {
  const place = places.get(this);
  if (place === undefined) throw new Error("No step scrolled the page down yet.");
  expect(await this.scrolling.position()).toBe(place);
});
