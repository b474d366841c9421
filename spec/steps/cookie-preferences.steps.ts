import { Given, Then, When } from "@cucumber/cucumber";
import type { CookiePreferences } from "../../contracts/cookie-preferences";
import { CONSENT_MODES, isConsentMode } from "../support/consent-mode";
import { expect } from "../support/expect";
import { ChooseCookies, TheCookiePreferences } from "../support/screenplay/cookie-preferences";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";

/** The visitor's cookie choices (decisions CHROME-7, CHROME-26, CONSENT-5), made in the footer's dialog. */

Given("the deployment runs in the {string} consent mode", async function (this: SiteWorld, mode: string) {
  if (!isConsentMode(mode)) throw new Error(`"${mode}" is not a consent mode: use ${CONSENT_MODES.join(" or ")}.`);
  await this.visitor.attemptsTo(ChooseCookies.servedInTheMode(mode));
});

Then("the page states it runs in the {string} consent mode", async function (this: SiteWorld, mode: string) {
  await expect.poll(() => this.visitor.asks(TheCookiePreferences.statedMode())).toBe(mode);
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
  await this.visitor.attemptsTo(ChooseCookies.readBySite());
});

When("the visitor opens the cookie preferences", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(ChooseCookies.open());
});

When(/^the visitor switches (on|off) "([^"]+)"$/, async function (this: SiteWorld, state: string, name: string) {
  await this.visitor.attemptsTo(ChooseCookies.switch(name, state === "on"));
});

When("the visitor presses {string} in the cookie preferences", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(ChooseCookies.press(label));
});

Then("the footer offers the cookie preferences", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCookiePreferences.offered())).toBe(true);
});

Then(
  /^the cookie category "([^"]+)" is (on|off)( and cannot be switched off)?$/,
  async function (this: SiteWorld, name: string, state: string, locked: string | undefined) {
    await expect
      .poll(() => this.visitor.asks(TheCookiePreferences.category(name)))
      .toEqual({ on: state === "on", switchable: !locked });
  },
);

Then("the cookie preferences are closed", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCookiePreferences.dialogs())).toBe(0);
});

Then("the cookie preferences button has the focus", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCookiePreferences.buttonHasTheFocus())).toBe(true);
});
