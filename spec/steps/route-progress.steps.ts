import { Given, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import { mainMenu, modelEntry, openMenu, revealMainMenu } from "../support/site-chrome";
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

function progressBar(world: SiteWorld) {
  return world.page.getByRole("progressbar", { name: "Carregando a página" });
}

/** A link the visitor can click, by where it is on the page and its name. */
async function linkIn(world: SiteWorld, where: string, label: string): Promise<Locator> {
  const byName = { name: label, exact: true } as const;
  if (where === "in the main menu") {
    await revealMainMenu(world.page);
    return mainMenu(world.page).getByRole("link", byName);
  }
  const menu = /^in the menu "([^"]+)"$/.exec(where)?.[1];
  if (menu) {
    const panel = await openMenu(world.page, menu);
    return modelEntry(panel, label).or(panel.getByRole("link", byName)).first();
  }
  if (where === "on the page") return world.page.getByRole("main").getByRole("link", byName).first();
  if (where === "in the footer") return world.page.getByRole("contentinfo").getByRole("link", byName);
  throw new Error(`Unknown place "${where}": use in the main menu, in the menu "…", on the page or in the footer.`);
}

Given("the content of {string} is slow to arrive", async function (this: SiteWorld, path: string) {
  await this.navigation.holdPageData(path);
});

// Only clicks: the page it leads to may be slow to come, and the scenario watches meanwhile.
When(
  /^the visitor clicks the link "([^"]+)" (in the main menu|in the menu "[^"]+"|on the page|in the footer)$/,
  async function (this: SiteWorld, label: string, where: string) {
    await (await linkIn(this, where, label)).click();
  },
);

When(/^the visitor goes (back|forward)$/, async function (this: SiteWorld, direction: string) {
  // Within the site the browser changes page without a new document: nothing to wait for but the change itself.
  if (direction === "back") await this.page.goBack({ waitUntil: "commit" });
  else await this.page.goForward({ waitUntil: "commit" });
});

When("the content arrives", async function (this: SiteWorld) {
  this.navigation.releaseHeldPageData();
});

/**
 * Shown to the visitor: visible, and in front of everything where it is drawn, the sticky header
 * included (a bar painted under it is no sign at all).
 */
async function expectBarShown(world: SiteWorld): Promise<void> {
  await expect(progressBar(world)).toBeVisible();
  const bar = await progressBar(world).boundingBox();
  if (!bar) return;
  const inFront = await progressBar(world).evaluate(
    (element, points) => points.every(([x, y]) => element.contains(document.elementFromPoint(x ?? 0, y ?? 0))),
    [0.1, 0.5, 0.9].map((share) => [bar.x + bar.width * share, bar.y + bar.height / 2]),
  );
  expect(inFront, "the progress bar is in front of everything where it is drawn").toBe(true);
}

Then("the progress bar shows", async function (this: SiteWorld) {
  await expectBarShown(this);
});

Then("the progress bar shows across the top of the window", async function (this: SiteWorld) {
  await expectBarShown(this);
  // Across the window, as the site's header is (both leave the scrollbar its place).
  const [bar, header] = [await progressBar(this).boundingBox(), await this.page.getByRole("banner").boundingBox()];
  expect(bar && { top: Math.round(bar.y), left: Math.round(bar.x), width: Math.round(bar.width) }).toEqual({
    top: 0,
    left: 0,
    width: header && Math.round(header.width),
  });
});

/**
 * A bar is due a second after a change began, so "none" is only known once more than that has passed
 * with the new page shown: a bar whose timer outlived the change would show then.
 */
async function expectNoBarAfterItsDelay(world: SiteWorld): Promise<void> {
  await world.clock.pass(BAR_DELAY_MS + 500);
  await expect(progressBar(world)).toHaveCount(0);
}

/** Now: in the midst of a change, before its second is up. */
Then("no progress bar shows", async function (this: SiteWorld) {
  await this.page.evaluate(() => 0);
  await expect(progressBar(this)).toHaveCount(0);
});

/** Once a change is over: none now, nor when a bar would have been due. */
Then("no progress bar shows, even a second later", async function (this: SiteWorld) {
  await expectNoBarAfterItsDelay(this);
});

Then("the page {string} is shown", async function (this: SiteWorld, path: string) {
  await this.navigation.waitUntilReady(path);
});

Then(
  "the page {string} is shown within a second, without a progress bar",
  async function (this: SiteWorld, path: string) {
    const started = await this.clock.now();
    await this.navigation.waitUntilReady(path);
    expect((await this.clock.now()) - started, "virtual milliseconds until the page showed").toBeLessThan(BAR_DELAY_MS);
    await expectNoBarAfterItsDelay(this);
  },
);
