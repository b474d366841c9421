import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";
import { button, consentBox, descriptionOf, field, form, shownValue } from "./elements";

/** What the form shows the visitor: its fields, their messages, its alerts, its thanks. */

const asRead = (text: string) => text.replace(/\s+/g, " ").trim();

/** Whether a control says it is invalid, what it announces, and whether a message shows in the form. */
async function messageOf(web: BrowseTheWeb, control: PageElement, message?: string) {
  return {
    invalid: (await control.attribute("aria-invalid")) === "true",
    description: await descriptionOf(control),
    shown: message === undefined ? false : await form(web).find({ text: message }).isVisible(),
  };
}

export const TheForm = {
  value: (label: string): Question<string> =>
    question(`what ${label} holds`, (actor) => shownValue(field(BrowseTheWeb.as(actor), label))),

  /** Whether the field says it is invalid, what it announces, and whether this message shows in the form. */
  fieldMessage: (label: string, message?: string) =>
    question(`what ${label} says`, (actor) => {
      const web = BrowseTheWeb.as(actor);
      return messageOf(web, field(web, label), message);
    }),

  consentMessage: () =>
    question("what the consent box says", (actor) => {
      const web = BrowseTheWeb.as(actor);
      return messageOf(web, consentBox(web));
    }),

  fieldHasTheFocus: (label: string): Question<boolean> =>
    question(`whether ${label} has the focus`, (actor) => field(BrowseTheWeb.as(actor), label).isFocused()),

  /** The entries of the list of problems above the form ('Confira…'), or null while it does not show. */
  problems: (): Question<string[] | null> =>
    question("the list of problems above the form", async (actor) => {
      const summary = BrowseTheWeb.as(actor)
        .element({ role: "alert" })
        .withText(/^Confira/);
      if (!(await summary.isVisible())) return null;
      return summary
        .find({ role: "listitem" })
        .runOnAll((items) => items.map((item) => (item.textContent ?? "").replace(/\s+/g, " ").trim()));
    }),

  consentTicked: (): Question<boolean> =>
    question("whether the consent box is ticked", (actor) => consentBox(BrowseTheWeb.as(actor)).isChecked()),

  privacyLink: (): Question<string | null> =>
    question("where the consent's privacy link leads", (actor) =>
      form(BrowseTheWeb.as(actor))
        .find({ role: "link", name: "Política de privacidade", exact: false })
        .attribute("href"),
    ),

  /** Every control but the consent box, in order, by the text of its visible label. */
  labels: (): Question<string[]> =>
    question("the labels of the form", (actor) =>
      form(BrowseTheWeb.as(actor))
        .find({ css: "input:not([type=checkbox]), select, textarea" })
        .runOnAll((controls) =>
          controls.map((control) =>
            (document.querySelector(`label[for="${control.id}"]`)?.textContent ?? "").replace(/\s+/g, " ").trim(),
          ),
        ),
    ),

  /** A field's limits and what it announces (the date field's first and last days). */
  limits: (label: string): Question<{ min: string | null; max: string | null; description: string }> =>
    question(`the limits of ${label}`, async (actor) => {
      const control = field(BrowseTheWeb.as(actor), label);
      return {
        min: await control.attribute("min"),
        max: await control.attribute("max"),
        description: await descriptionOf(control),
      };
    }),

  /** Whether a field takes input, and what it announces. */
  availability: (label: string): Question<{ enabled: boolean; description: string }> =>
    question(`whether ${label} takes input`, async (actor) => {
      const control = field(BrowseTheWeb.as(actor), label);
      return { enabled: await control.isEnabled(), description: await descriptionOf(control) };
    }),

  options: (label: string): Question<string[]> =>
    question(`the options of ${label}`, (actor) =>
      field(BrowseTheWeb.as(actor), label)
        .find({ css: "option" })
        .runOnAll((options) => options.map((option) => (option.textContent ?? "").replace(/\s+/g, " ").trim())),
    ),

  /** The alert that says the sending failed with this message: its text, whether it offers to try again, its focus. */
  failure: (message: string) =>
    question(`the alert ${message}`, async (actor) => {
      const alert = BrowseTheWeb.as(actor).element({ role: "alert" }).withText(message);
      const shown = await alert.isVisible();
      return {
        shown,
        text: shown ? asRead(await alert.text()) : "",
        tryAgain: shown && (await alert.find({ role: "button", name: "Tentar de novo", exact: false }).isVisible()),
        focused: shown && (await alert.isFocused()),
      };
    }),

  buttonEnabled: (name: string): Question<boolean> =>
    question(`whether ${name} can be pressed`, (actor) => button(BrowseTheWeb.as(actor), name).isEnabled()),

  /** The thanks in place of the form: whether its heading shows with the focus, and whether the form is gone. */
  thanks: (title: string) =>
    question(`the thanks ${title}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const heading = web.element({ role: "heading", name: title });
      return {
        shown: await heading.isVisible(),
        focused: await heading.isFocused(),
        forms: await form(web).count(),
      };
    }),

  /** The text of the page's main content, as read. */
  mainText: (): Question<string> =>
    question("the page's main text", async (actor) =>
      asRead(await BrowseTheWeb.as(actor).element({ role: "main" }).text()),
    ),
};
