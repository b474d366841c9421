import { ControlTheClock } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent } from "./page-sections";
import { mainMenu, menuEntry, menuPanel, siteHeader } from "./site-header/elements";
import { TheMainMenu } from "./site-header/menus";

/**
 * The progress bar of slow route changes (source spec §2), and the changes of page it follows: by the main
 * menu, a menu panel, a link of the page, the footer, and the browser's back and forward buttons.
 */

function progressBar(web: BrowseTheWeb): PageElement {
  return web.element({ role: "progressbar", name: "Carregando a página" });
}

/** Where a link the visitor clicks is: "in the main menu", "in the menu "…"", "on the page" or "in the footer". */
export type LinkPlace = string;

export const ChangePage = {
  /** Holds back the data of the page at this path (a pending request, not a delay). */
  slowlyTo: (path: string): Task =>
    task(`have the content of ${path} arrive slowly`, (actor) => BrowseTheWeb.as(actor).holdPageData(path)),

  /** Lets the held content arrive. */
  letTheContentArrive: (): Task =>
    task("let the content arrive", async (actor) => BrowseTheWeb.as(actor).releaseHeldPageData()),

  /** Clicks a link by where it is and its name; only a click: the page it leads to may be slow to come. */
  byClicking: (label: string, where: LinkPlace): Task =>
    task(`click ${label} ${where}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const menu = /^in the menu "([^"]+)"$/.exec(where)?.[1];
      if (where === "in the main menu") {
        await actor.attemptsTo(TheMainMenu.reveal());
        await mainMenu(web).find({ role: "link", name: label }).click();
      } else if (menu) {
        await actor.attemptsTo(TheMainMenu.open(menu));
        await menuEntry(await menuPanel(web, menu), label).click();
      } else if (where === "on the page") {
        await mainContent(web).find({ role: "link", name: label }).first().click();
      } else if (where === "in the footer") {
        await web.element({ role: "contentinfo" }).find({ role: "link", name: label }).click();
      } else {
        throw new Error(
          `Unknown place "${where}": use in the main menu, in the menu "…", on the page or in the footer.`,
        );
      }
    }),

  back: (): Task => task("go back", (actor) => BrowseTheWeb.as(actor).goBack()),
  forward: (): Task => task("go forward", (actor) => BrowseTheWeb.as(actor).goForward()),

  /** Waits until the page at this path is shown. */
  waitUntilShown: (path: string): Task =>
    task(`wait until ${path} is shown`, (actor) => BrowseTheWeb.as(actor).waitUntilShown(path)),
};

/** The virtual milliseconds until the page at this path is shown, from now. */
export const TheTimeUntilShown = (path: string): Question<number> =>
  question(`the time until ${path} is shown`, async (actor) => {
    const clock = actor.abilityTo(ControlTheClock);
    const started = await clock.now();
    await BrowseTheWeb.as(actor).waitUntilShown(path);
    return (await clock.now()) - started;
  });

export const TheProgressBar = {
  count: (): Question<number> =>
    question("how many progress bars show", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.run(() => 0);
      return progressBar(web).count();
    }),

  /**
   * Whether it shows, in front of everything where it is drawn, the sticky header included (a bar painted
   * under it is no sign at all); and where it stands beside the header's width.
   */
  asShown: () =>
    question("the progress bar as shown", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const found = progressBar(web);
      const bar = (await found.isVisible()) ? await found.box() : null;
      if (!bar) return null;
      const inFront = await found.run(
        (element, points) => points.every(([x, y]) => element.contains(document.elementFromPoint(x ?? 0, y ?? 0))),
        [0.1, 0.5, 0.9].map((share) => [bar.x + bar.width * share, bar.y + bar.height / 2]),
      );
      const header = await siteHeader(web).box();
      return {
        inFront,
        top: Math.round(bar.y),
        left: Math.round(bar.x),
        width: Math.round(bar.width),
        headerWidth: header && Math.round(header.width),
      };
    }),
};

/** Lets virtual time pass past when a bar would be due, so that "none" is known. */
export const LetTheBarsDelayPass = (delayMs: number): Task =>
  task("let the bar's delay pass", (actor) => actor.abilityTo(ControlTheClock).pass(delayMs + 500));
