import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import {
  ChangePage,
  LetTheBarsDelayPass,
  TheProgressBar,
  TheTimeUntilShown,
} from "../support/screenplay/route-progress";
import type { SiteWorld } from "../support/world";

/**
 * The progress bar of slow route changes (source spec §2). Gatsby reports a
 * change still loading after about a second; the suite holds the next page's
 * data back (a pending request, not a delay) and lets virtual time pass. Each
 * way of changing page is tried: the main menu, a menu panel, a link of the
 * page, the footer, and the browser's back and forward buttons.
 */

/** How long a change of page loads before the bar shows (CHROME-9: "after about one second"). */
const BAR_DELAY_MS = 1000;

Given("the content of {string} is slow to arrive", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(ChangePage.slowlyTo(path));
});

When(
  /^the visitor clicks the link "([^"]+)" (in the main menu|in the menu "[^"]+"|on the page|in the footer)$/,
  async function (this: SiteWorld, label: string, where: string) {
    await this.visitor.attemptsTo(ChangePage.byClicking(label, where));
  },
);

When(/^the visitor goes (back|forward)$/, async function (this: SiteWorld, direction: string) {
  await this.visitor.attemptsTo(direction === "back" ? ChangePage.back() : ChangePage.forward());
});

When("the content arrives", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(ChangePage.letTheContentArrive());
});

Then("the progress bar shows", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheProgressBar.asShown())).toMatchObject({ inFront: true });
});

Then("the progress bar shows across the top of the window", async function (this: SiteWorld) {
  // In front of everything, and across the window as the site's header is (both leave the scrollbar its place).
  await expect.poll(() => this.visitor.asks(TheProgressBar.asShown())).toMatchObject({ inFront: true });
  const bar = await this.visitor.asks(TheProgressBar.asShown());
  expect(bar).toEqual({ inFront: true, top: 0, left: 0, width: bar?.headerWidth, headerWidth: expect.any(Number) });
});

/** Now: in the midst of a change, before its second is up. */
Then("no progress bar shows", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheProgressBar.count())).toBe(0);
});

/**
 * Once a change is over: none now, nor when a bar would have been due. A bar is due a second after a change
 * began, so "none" is only known once more than that has passed with the new page shown.
 */
Then("no progress bar shows, even a second later", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(LetTheBarsDelayPass(BAR_DELAY_MS));
  await expect.poll(() => this.visitor.asks(TheProgressBar.count())).toBe(0);
});

Then("the page {string} is shown", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(ChangePage.waitUntilShown(path));
});

Then(
  "the page {string} is shown within a second, without a progress bar",
  async function (this: SiteWorld, path: string) {
    expect(await this.visitor.asks(TheTimeUntilShown(path)), "virtual milliseconds until shown").toBeLessThan(
      BAR_DELAY_MS,
    );
    await this.visitor.attemptsTo(LetTheBarsDelayPass(BAR_DELAY_MS));
    await expect.poll(() => this.visitor.asks(TheProgressBar.count())).toBe(0);
  },
);
