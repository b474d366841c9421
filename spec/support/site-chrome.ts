import type { Locator, Page } from "playwright-core";
import { expect } from "./expect";
import { escapeRegExp } from "./patterns";

/**
 * The parts of the site's chrome that steps of several domains reach for,
 * found by role and accessible name: the header, its main menu and the
 * hamburger that hides the menu below 1080 px.
 */

export function siteHeader(page: Page): Locator {
  return page.getByRole("banner");
}

export function mainMenu(page: Page): Locator {
  return siteHeader(page).getByRole("navigation", { name: "Menu principal", exact: true });
}

/** The mobile header's menu button ('Menu'); with `includeHidden`, also where the desktop layout hides it. */
export function hamburger(page: Page, { includeHidden = false } = {}): Locator {
  return siteHeader(page).getByRole("button", { name: "Menu", exact: true, includeHidden });
}

/**
 * Reaches the main menu: on a phone or tablet it sits behind the hamburger,
 * which is opened when it is closed; on the desktop it is in view.
 */
export async function revealMainMenu(page: Page): Promise<void> {
  const button = hamburger(page);
  if ((await button.isVisible()) && (await button.getAttribute("aria-expanded")) === "false") await button.click();
}

/** The disclosure button of a menu of the main menu ('Modelos', 'Mundo MIT'): a panel on the desktop, an accordion below. */
export function menuButton(page: Page, label: string): Locator {
  return mainMenu(page).getByRole("button", { name: label, exact: true });
}

/** What a button says it controls (its aria-controls): a menu's panel, the phone's menu. */
export async function controlledBy(button: Locator, name: string): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  if (!id) throw new Error(`The button "${name}" names nothing it controls.`);
  return button.page().locator(`[id="${id}"]`);
}

/** The panel (or accordion) a menu button controls. */
export async function menuPanel(page: Page, label: string): Promise<Locator> {
  return controlledBy(menuButton(page, label), label);
}

/** Opens a menu of the main menu (revealing the main menu first below 1080 px) and returns its panel. */
export async function openMenu(page: Page, label: string): Promise<Locator> {
  await revealMainMenu(page);
  const button = menuButton(page, label);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return menuPanel(page, label);
}

/** A model entry of the Modelos panel, whatever label ('Lançamento', 'Série especial') it carries. */
export function modelEntry(panel: Locator, model: string): Locator {
  return panel.getByRole("link", { name: new RegExp(`^${escapeRegExp(model)}(\\s+(Lançamento|Série especial))?$`) });
}
