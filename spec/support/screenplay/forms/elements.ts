import type { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";

/**
 * The site's forms (quote, test drive, VIP sign-up, contact) as a visitor
 * finds them: fields by their labels, messages by what the fields announce,
 * the form's own alerts by their role.
 */

/** The page's form: its accessible name is its title. */
export function form(web: BrowseTheWeb): PageElement {
  return web.element({ role: "form" });
}

export function field(web: BrowseTheWeb, label: string): PageElement {
  return form(web).find({ label });
}

export function consentBox(web: BrowseTheWeb): PageElement {
  return form(web).find({ role: "checkbox", name: /^Concordo que a Mitsubishi Motors use meus dados/ });
}

export function button(web: BrowseTheWeb, name: string): PageElement {
  return web.element({ role: "button", name });
}

/** What a field announces besides its name (its accessible description): the texts it is described by. */
export function descriptionOf(control: PageElement): Promise<string> {
  return control.run((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter((id) => id !== "")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** What a field shows: an input's value, or the text of a list's chosen option. */
export function shownValue(control: PageElement): Promise<string> {
  return control.run((element) =>
    element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.textContent ?? "")
      : (element as HTMLInputElement).value,
  );
}
