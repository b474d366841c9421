import { parseColour } from "../../contrast";
import { expect } from "../../expect";
import { type Actor, type Question, question, type Task, task } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import type { Box, PageElement } from "../page-element";
import { controlledBy, hamburger, mainMenu, siteHeader } from "./elements";

/**
 * The phone's menu (source spec §2): the main menu behind the hamburger below
 * 1080 px, a sheet beside the page or over all of it.
 */

/** Clicks the hamburger once it says the menu is as expected (closed, to open it; open, to close it). */
function toggle(actor: Actor, from: "false" | "true"): Promise<void> {
  const button = hamburger(BrowseTheWeb.as(actor));
  return expect
    .poll(() => button.attribute("aria-expanded"), { message: `the menu button says expanded=${from}` })
    .toBe(from)
    .then(() => button.click());
}

async function sheetBox(web: BrowseTheWeb): Promise<Box | null> {
  return (await controlledBy(web, hamburger(web), "Menu")).box();
}

/** Whether an element stands wholly inside the window (run in the page). */
function isWhollyInWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
}

function linkIn(web: BrowseTheWeb, label: string): PageElement {
  return siteHeader(web).find({ role: "link", name: label }).first();
}

export const TheMobileMenu = {
  open: (): Task => task("open the mobile menu", (actor) => toggle(actor, "false")),
  close: (): Task => task("close the mobile menu", (actor) => toggle(actor, "true")),

  /**
   * Turns the wheel over the menu until the link shows whole, as a finger or a wheel would, not a script:
   * a menu that cannot scroll keeps what is below out of reach. (The page's clock is virtual and paused, so
   * no animation frame is awaited: a round trip to the page lets the scroll land.)
   */
  scrollUntilShown: (label: string): Task =>
    task(`scroll the mobile menu until ${label} shows`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      for (let turn = 0; turn < 12 && !(await linkIn(web, label).run(isWhollyInWindow)); turn += 1) {
        await web.wheel(240);
        await web.run(() => 0);
      }
    }),
};

export const TheMobileMenus = {
  /**
   * The menu button as the visitor meets it (the hamburger, or the header's button of this name): whether
   * it shows and what it says, and whether the main menu shows.
   */
  state: (label?: string): Question<{ button: boolean; expanded: string | null; mainMenu: boolean }> =>
    question("the state of the mobile menu", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const button = label === undefined ? hamburger(web) : siteHeader(web).find({ role: "button", name: label });
      const shown = await button.isVisible();
      return {
        button: shown,
        expanded: shown ? await button.attribute("aria-expanded") : null,
        mainMenu: await mainMenu(web).isVisible(),
      };
    }),

  buttonNamedHasTheFocus: (label: string): Question<boolean> =>
    question(`whether the menu button ${label} has the focus`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return (
        (await hamburger(web).isFocused()) && (await siteHeader(web).find({ role: "button", name: label }).isFocused())
      );
    }),

  offers: (label: string): Question<boolean> =>
    question(`whether the mobile menu offers ${label}`, (actor) => {
      const header = siteHeader(BrowseTheWeb.as(actor));
      return header
        .find({ role: "link", name: label })
        .or(header.find({ role: "button", name: label }))
        .first()
        .isVisible();
    }),

  /** Where the sheet stands, as shares of the window's width: its own width (whole pixels), and its right edge. */
  sheet: (): Question<{ widthShare: number; rightEdgeShare: number } | null> =>
    question("where the mobile menu stands", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const box = await sheetBox(web);
      const { width } = web.windowSize();
      return box && { widthShare: Math.round(box.width) / width, rightEdgeShare: (box.x + box.width) / width };
    }),

  linkWhollyInWindow: (label: string): Question<boolean> =>
    question(`whether ${label} shows whole`, (actor) => linkIn(BrowseTheWeb.as(actor), label).run(isWhollyInWindow)),

  /**
   * What lies over the page beside the menu, halfway between the sheet's edge and the window's, mid-height:
   * each layer's background, opacity and visibility, down to the page itself.
   */
  layersBeside: (): Question<Array<{ background: string; opacity: number; visibility: string }>> =>
    question("what lies over the page beside the menu", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const box = await sheetBox(web);
      if (!box) throw new Error("The mobile menu is not drawn.");
      const { width, height } = web.windowSize();
      return web.run(
        ({ x, y }) => {
          const stack = document.elementsFromPoint(x, y);
          const page = stack.findIndex((element) => element.closest("main") !== null);
          return (page === -1 ? stack : stack.slice(0, page)).map((element) => {
            const style = getComputedStyle(element);
            return { background: style.backgroundColor, opacity: Number(style.opacity), visibility: style.visibility };
          });
        },
        { x: (box.x + box.width + width) / 2, y: height / 2 },
      );
    }),
};

/** A dark veil the page shows through: neither clear nor opaque. */
export function dimsThePage({
  background,
  opacity,
  visibility,
}: {
  background: string;
  opacity: number;
  visibility: string;
}): boolean {
  const [red, green, blue, alpha] = parseColour(background);
  const shade = alpha * opacity;
  return visibility === "visible" && shade >= 0.2 && shade <= 0.9 && (red + green + blue) / 3 < 128;
}
