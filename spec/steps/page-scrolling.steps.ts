import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { Scroll, TheScrolling } from "../support/screenplay/scrolling";
import type { SiteWorld } from "../support/world";

/**
 * Whether the visitor can scroll the page (source spec §4: an open menu or
 * search locks page scrolling). The wheel is turned over the page; a locked
 * page neither moves nor lets its viewport scroll. The lock is read until it
 * holds: the page applies it in an effect after the render that opened or
 * closed the menu, and a window's resize reaches the page with its next frame,
 * so the step after a resize can run before the page has heard of it.
 */

/**
 * Safari's engine keeps no anchor as content above the window grows (CSS scroll anchoring, which Chromium
 * has): a page that fills a box above its anchor after scrolling to it leaves the visitor short of it there.
 */
Given("the visitor's browser keeps no anchor as the page grows, as Safari's", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Scroll.withoutAnchoring());
});

Then("the page does not scroll", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheScrolling.isLocked()), { message: "the page's scrolling is locked" })
    .toBe(true);
  const before = await this.visitor.asks(TheScrolling.position());
  await this.visitor.attemptsTo(Scroll.withTheWheel(600));
  expect(await this.visitor.asks(TheScrolling.position())).toBe(before);
});

Then("the page scrolls again", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheScrolling.isLocked()), { message: "the page's scrolling is unlocked" })
    .toBe(false);
  const before = await this.visitor.asks(TheScrolling.position());
  await this.visitor.attemptsTo(Scroll.withTheWheel(600));
  await expect.poll(() => this.visitor.asks(TheScrolling.position())).toBeGreaterThan(before);
});

When("the visitor scrolls down the page", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Scroll.withTheWheel(800));
  await expect
    .poll(() => this.visitor.asks(TheScrolling.position()), { message: "the page scrolled down" })
    .toBeGreaterThan(0);
  await this.visitor.attemptsTo(Scroll.noteThePlace());
});

/** A lock that keeps the page still must not move it either: the visitor's place stays under what opened. */
Then("the page is where the visitor left it", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheScrolling.position())).toBe(await this.visitor.asks(TheScrolling.notedPlace()));
});
