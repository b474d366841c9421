import { escapeRegExp } from "../../patterns";
import type { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";

/**
 * The parts of the site's chrome that tasks and questions of several domains
 * reach for, found by role and accessible name: the header, its top bar's city
 * button, its main menu and the hamburger that hides the menu below 1080 px.
 */

export function siteHeader(web: BrowseTheWeb): PageElement {
  return web.element({ role: "banner" });
}

/** The city button of the top bar, which opens the city selection at every width. */
export function cityButton(web: BrowseTheWeb): PageElement {
  return siteHeader(web).find({ role: "button", name: /^(Escolha sua cidade|Estou em .+)$/ });
}

export function mainMenu(web: BrowseTheWeb): PageElement {
  return siteHeader(web).find({ role: "navigation", name: "Menu principal" });
}

/** The mobile header's menu button ('Menu'); with `includeHidden`, also where the desktop layout hides it. */
export function hamburger(web: BrowseTheWeb, { includeHidden = false } = {}): PageElement {
  return siteHeader(web).find({ role: "button", name: "Menu", includeHidden });
}

/** The disclosure button of a menu of the main menu ('Modelos', 'Mundo MIT'): a panel on the desktop, an accordion below. */
export function menuButton(web: BrowseTheWeb, label: string): PageElement {
  return mainMenu(web).find({ role: "button", name: label });
}

/** What a button says it controls (its aria-controls): a menu's panel, the phone's menu. */
export async function controlledBy(web: BrowseTheWeb, button: PageElement, name: string): Promise<PageElement> {
  const id = await button.attribute("aria-controls");
  if (!id) throw new Error(`The button "${name}" names nothing it controls.`);
  return web.element({ css: `[id="${id}"]` });
}

/** The panel (or accordion) a menu button controls. */
export function menuPanel(web: BrowseTheWeb, label: string): Promise<PageElement> {
  return controlledBy(web, menuButton(web, label), label);
}

/** A model entry of the Modelos panel, whatever label ('Lançamento', 'Série especial') it carries. */
export function modelEntry(panel: PageElement, model: string): PageElement {
  return panel.find({
    role: "link",
    name: new RegExp(`^${escapeRegExp(model)}(\\s+(Lançamento|Série especial))?$`),
  });
}

/** An entry of a menu's panel: a link named so, or a model entry whatever its label. */
export function menuEntry(panel: PageElement, label: string): PageElement {
  return panel.find({ role: "link", name: label }).or(modelEntry(panel, label)).first();
}
