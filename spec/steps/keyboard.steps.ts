import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The keyboard, as a visitor who does not use a mouse: Tab moves through the
 * page in its order, Enter and Space act, Escape closes. Elements are found by
 * their role and accessible name, as a screen reader announces them.
 */

type FocusableRole = "link" | "button" | "combobox" | "checkbox" | "textbox" | "switch";

When(
  /^the visitor tabs to the (link|button|combobox|checkbox|textbox|switch) "([^"]+)"$/,
  async function (this: SiteWorld, role: FocusableRole, name: string) {
    // A visitor reads the page before moving through it: a name can come with code loaded on demand
    // (the city button says the stored city once its reader has arrived), and Tab is faster than the network.
    await this.navigation.waitUntilSettled();
    await this.keyboard.tabTo(this.page.getByRole(role, { name, exact: true }), `the ${role} "${name}"`);
  },
);

When(/^the visitor presses (Enter|Space|Escape|ArrowDown|ArrowUp)$/, async function (this: SiteWorld, key: string) {
  await this.page.keyboard.press(key === "Space" ? " " : key);
});

When("the visitor presses Tab {int} time(s)", async function (this: SiteWorld, times: number) {
  for (let i = 0; i < times; i += 1) await this.page.keyboard.press("Tab");
});

When("the visitor types {string}", async function (this: SiteWorld, text: string) {
  await this.page.keyboard.type(text);
  // A visitor reads what the typing brought before the next key: a list it fills may load on demand
  // (the cities), and a key pressed while it is on its way finds nothing to move through.
  await this.navigation.waitUntilSettled();
});

When("the visitor follows the focused link with Enter", async function (this: SiteWorld) {
  const target = await this.keyboard.focusedLinkTarget();
  await this.page.keyboard.press("Enter");
  await this.navigation.waitUntilReady(target.pathname);
});

Then(
  /^the (link|button|combobox|checkbox|textbox|switch) "([^"]+)" has the focus$/,
  async function (this: SiteWorld, role: FocusableRole, name: string) {
    await expect(this.page.getByRole(role, { name, exact: true }).and(this.page.locator(":focus"))).toHaveCount(1);
  },
);

/** A keyboard user sees where the focus is (WCAG 2.4.7): the focused element stands in the window, at a readable size. */
Then("the focused element shows on screen", async function (this: SiteWorld) {
  const focused = this.page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport({ ratio: 1 });
  const box = await focused.boundingBox();
  expect(box && Math.min(box.width, box.height), "the focused element's smaller side, in pixels").toBeGreaterThan(8);
});

Then("the main content has the focus", async function (this: SiteWorld) {
  await expect(this.page.getByRole("main")).toBeFocused();
});
