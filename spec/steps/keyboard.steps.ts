import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheFocus, UseTheKeyboard } from "../support/screenplay/keyboard";
import type { SiteWorld } from "../support/world";

/**
 * The keyboard, as a visitor who does not use a mouse: Tab moves through the
 * page in its order, Enter and Space act, Escape closes. Elements are found by
 * their role and accessible name, as a screen reader announces them.
 */

When(
  /^the visitor tabs to the (link|button|combobox|checkbox|textbox|switch) "([^"]+)"$/,
  async function (this: SiteWorld, role: string, name: string) {
    await this.visitor.attemptsTo(UseTheKeyboard.tabTo(role, name));
  },
);

When(/^the visitor presses (Enter|Space|Escape|ArrowDown|ArrowUp)$/, async function (this: SiteWorld, key: string) {
  await this.visitor.attemptsTo(UseTheKeyboard.press(key === "Space" ? " " : key));
});

When("the visitor presses Tab {int} time(s)", async function (this: SiteWorld, times: number) {
  await this.visitor.attemptsTo(UseTheKeyboard.press("Tab", times));
});

When("the visitor types {string}", async function (this: SiteWorld, text: string) {
  await this.visitor.attemptsTo(UseTheKeyboard.type(text));
});

When("the visitor follows the focused link with Enter", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(UseTheKeyboard.followTheFocusedLink());
});

Then(
  /^the (link|button|combobox|checkbox|textbox|switch) "([^"]+)" has the focus$/,
  async function (this: SiteWorld, role: string, name: string) {
    await expect.poll(() => this.visitor.asks(TheFocus.isOn(role, name))).toBe(true);
  },
);

/** A keyboard user sees where the focus is (WCAG 2.4.7): the focused element stands in the window, at a readable size. */
Then("the focused element shows on screen", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheFocus.shown()))
    .toEqual({ focused: 1, shareInWindow: 1, smallerSide: expect.any(Number) });
  expect((await this.visitor.asks(TheFocus.shown())).smallerSide, "the focused element's smaller side").toBeGreaterThan(
    8,
  );
});

Then("the main content has the focus", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheFocus.isOnTheMainContent())).toBe(true);
});
