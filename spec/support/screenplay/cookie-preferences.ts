import { CONSENT_MODE_META, type ConsentMode, statingConsentMode } from "../consent-mode";
import { expect } from "../expect";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";

/** The visitor's cookie choices (decisions CHROME-7, CHROME-26, CONSENT-5), made in the footer's dialog. */

function preferencesButton(web: BrowseTheWeb): PageElement {
  return web.element({ role: "contentinfo" }).find({ role: "button", name: "Preferências de cookies" });
}

function dialog(web: BrowseTheWeb): PageElement {
  return web.element({ role: "dialog", name: "Preferências de cookies", exact: false });
}

function category(web: BrowseTheWeb, name: string): PageElement {
  return dialog(web).find({ role: "switch", name });
}

export const ChooseCookies = {
  /** The deployment's pages reach the browser stating this consent mode, as a deployment built in it serves them. */
  servedInTheMode: (mode: ConsentMode): Task =>
    task(`serve the site in the ${mode} consent mode`, (actor) =>
      BrowseTheWeb.as(actor).rewritePages(statingConsentMode(mode)),
    ),

  /** The choices' parser loads on demand; only once it has run does "nothing happened" mean something. */
  readBySite: (): Task => task("let the site read the saved choices", (actor) => BrowseTheWeb.as(actor).settle()),

  open: (): Task =>
    task("open the cookie preferences", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await preferencesButton(web).click();
      await expect.poll(() => dialog(web).isVisible(), { message: "the cookie preferences open" }).toBe(true);
    }),

  /** Switches a category on or off (a switch that already is so is left alone). */
  switch: (name: string, on: boolean): Task =>
    task(`switch ${on ? "on" : "off"} ${name}`, async (actor) => {
      const toggle = category(BrowseTheWeb.as(actor), name);
      if ((await toggle.isChecked()) !== on) await toggle.click();
    }),

  press: (label: string): Task =>
    task(`press ${label} in the cookie preferences`, (actor) =>
      dialog(BrowseTheWeb.as(actor)).find({ role: "button", name: label }).click(),
    ),
};

export const TheCookiePreferences = {
  /** The consent mode the page's head states. */
  statedMode: (): Question<string | null> =>
    question("the consent mode stated", (actor) =>
      BrowseTheWeb.as(actor)
        .element({ css: `head meta[name="${CONSENT_MODE_META}"]` })
        .attribute("content"),
    ),

  offered: (): Question<boolean> =>
    question("whether the footer offers the cookie preferences", (actor) =>
      preferencesButton(BrowseTheWeb.as(actor)).isVisible(),
    ),

  category: (name: string): Question<{ on: boolean; switchable: boolean }> =>
    question(`the cookie category ${name}`, async (actor) => {
      const toggle = category(BrowseTheWeb.as(actor), name);
      return { on: await toggle.isChecked(), switchable: await toggle.isEnabled() };
    }),

  dialogs: (): Question<number> =>
    question("how many cookie preference dialogs show", (actor) => dialog(BrowseTheWeb.as(actor)).count()),

  buttonHasTheFocus: (): Question<boolean> =>
    question("whether the cookie preferences button has the focus", (actor) =>
      preferencesButton(BrowseTheWeb.as(actor)).isFocused(),
    ),
};
