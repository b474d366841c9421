import { TakeNotes } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** The page's scrolling, as the visitor moves it and as the site may lock it (source spec §4). */

const PLACE = "where the visitor left the page";

export const Scroll = {
  /** Turns the mouse wheel (or swipes) near the bottom middle of the window, as a visitor scrolling. */
  withTheWheel: (deltaY: number): Task =>
    task(`turn the wheel by ${deltaY}`, (actor) => BrowseTheWeb.as(actor).wheel(deltaY)),

  /** The visitor's browser keeps no anchor as the page above the window grows, as Safari's. */
  withoutAnchoring: (): Task =>
    task("browse with no scroll anchoring", (actor) => BrowseTheWeb.as(actor).keepNoScrollAnchor()),

  /** Notes where the page is scrolled to, to compare later. */
  noteThePlace: (): Task =>
    task("note where the page is", async (actor) => {
      actor.abilityTo(TakeNotes).write(PLACE, await actor.asks(TheScrolling.position()));
    }),
};

export const TheScrolling = {
  /** How far the page is scrolled down, in CSS pixels. */
  position: (): Question<number> =>
    question("how far the page is scrolled", (actor) => BrowseTheWeb.as(actor).run(() => window.scrollY)),

  /** Whether the page's own scrolling is locked (its viewport does not scroll). */
  isLocked: (): Question<boolean> =>
    question("whether the page's scrolling is locked", (actor) =>
      BrowseTheWeb.as(actor).run(
        () =>
          getComputedStyle(document.body).overflowY === "hidden" ||
          getComputedStyle(document.documentElement).overflowY === "hidden",
      ),
    ),

  /** Where the visitor left the page (noted). */
  notedPlace: (): Question<number> =>
    question("where the visitor left the page", async (actor) => {
      const place = actor.abilityTo(TakeNotes).read<number>(PLACE);
      if (place === undefined) throw new Error("No step scrolled the page down yet.");
      return place;
    }),
};
