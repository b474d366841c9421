import { Given, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import type { CookiePreferences } from "../../contracts/cookie-preferences";
import { CONSENT_MODE_META, CONSENT_MODES, isConsentMode, serveInConsentMode } from "../support/consent-mode";
import { expect } from "../support/expect";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";

/** The visitor's cookie choices (decisions CHROME-7, CHROME-26, CONSENT-5), made in the footer's dialog. */

function preferencesButton(world: SiteWorld): Locator {
  return world.page.getByRole("contentinfo").getByRole("button", { name: "Preferências de cookies", exact: true });
}

function dialog(world: SiteWorld): Locator {
  return world.page.getByRole("dialog", { name: "Preferências de cookies" });
}

function category(world: SiteWorld, name: string): Locator {
  return dialog(world).getByRole("switch", { name, exact: true });
}

Given("the deployment runs in the {string} consent mode", async function (this: SiteWorld, mode: string) {
  if (!isConsentMode(mode)) throw new Error(`"${mode}" is not a consent mode: use ${CONSENT_MODES.join(" or ")}.`);
  await serveInConsentMode(this.context, new URL(this.navigation.address("/")).origin, mode);
});

Then("the page states it runs in the {string} consent mode", async function (this: SiteWorld, mode: string) {
  await expect(this.page.locator(`head meta[name="${CONSENT_MODE_META}"]`)).toHaveAttribute("content", mode);
});

Given(
  /^the visitor (accepted|refused) analytics and marketing cookies on an earlier visit$/,
  async function (this: SiteWorld, answer: string) {
    const allowed = answer === "accepted";
    // As the dialog stores them (CHROME-26): version 1, the necessary cookies always on, the moment saved.
    const preferences: CookiePreferences = {
      version: 1,
      necessary: true,
      analytics: allowed,
      marketing: allowed,
      savedAt: new Date().toISOString(),
    };
    await this.storage.put({ localStorage: { [STORAGE_KEYS.cookiePreferences]: JSON.stringify(preferences) } });
  },
);

When("the site has read the visitor's saved cookie choices", async function (this: SiteWorld) {
  // The choices' parser loads on demand; only once it has run does "nothing happened" mean something.
  await this.navigation.waitUntilSettled();
});

When("the visitor opens the cookie preferences", async function (this: SiteWorld) {
  await preferencesButton(this).click();
  await expect(dialog(this)).toBeVisible();
});

When(/^the visitor switches (on|off) "([^"]+)"$/, async function (this: SiteWorld, state: string, name: string) {
  if (state === "on") await category(this, name).check();
  else await category(this, name).uncheck();
});

When("the visitor presses {string} in the cookie preferences", async function (this: SiteWorld, label: string) {
  await dialog(this).getByRole("button", { name: label, exact: true }).click();
});

Then("the footer offers the cookie preferences", async function (this: SiteWorld) {
  await expect(preferencesButton(this)).toBeVisible();
});

Then(
  /^the cookie category "([^"]+)" is (on|off)( and cannot be switched off)?$/,
  async function (this: SiteWorld, name: string, state: string, locked: string | undefined) {
    const toggle = category(this, name);
    if (state === "on") await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
    if (locked) await expect(toggle).toBeDisabled();
    else await expect(toggle).toBeEnabled();
  },
);

Then("the cookie preferences are closed", async function (this: SiteWorld) {
  await expect(dialog(this)).toHaveCount(0);
});

Then("the cookie preferences button has the focus", async function (this: SiteWorld) {
  await expect(preferencesButton(this)).toBeFocused();
});
