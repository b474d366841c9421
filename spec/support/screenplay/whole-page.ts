import { expect } from "../expect";
import { UseTheBrowserStorage } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb, type LastVisit } from "./browse-the-web";
import { mainContent } from "./page-sections";

/**
 * Any page of the site as a whole: how it answered, its main headings, its chrome, whether it moved as it
 * loaded, where its links lead.
 */

/** A layout shift the browser recorded: when, how much, and what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

export const TheWholePage = {
  /** The cookies the browser keeps, of any site (an anonymous visitor's has none). */
  cookies: (): Question<string[]> =>
    question("the cookies kept", async (actor) =>
      (await actor.abilityTo(UseTheBrowserStorage).cookies()).map((cookie) => cookie.name),
    ),

  /** The server's answer to the page, where the browser is now, and how many password fields the page has. */
  answer: (): Question<{ visit: LastVisit | null; path: string; passwordFields: number }> =>
    question("how the page answered", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        visit: web.lastVisit(),
        path: web.address().pathname,
        passwordFields: await web.element({ css: "input[type=password]" }).count(),
      };
    }),

  mainHeadings: (): Question<string[]> =>
    question("the page's main headings", (actor) =>
      BrowseTheWeb.as(actor)
        .element({ role: "heading", level: 1 })
        .runOnAll((headings) => headings.map((heading) => (heading.textContent ?? "").replace(/\s+/g, " ").trim())),
    ),

  chrome: (): Question<{ headers: number; footers: number }> =>
    question("the page's header and footer", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        headers: await web.element({ role: "banner" }).count(),
        footers: await web.element({ role: "contentinfo" }).count(),
      };
    }),

  /**
   * Whether the pictures in the window have come, once the page has done all it would do unasked (what it
   * loads on demand has arrived and run) and its fonts are ready: a picture with no size reserved moves the
   * page as it arrives.
   */
  picturesInTheWindowArrived: (): Question<boolean> =>
    question("whether the pictures in the window arrived", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      await web.run(() => document.fonts.ready.then(() => undefined));
      return web.run(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      );
    }),

  /**
   * Every layout shift since the page began, without those after the visitor's input. An observer asked for
   * the buffered ones gets them at once (takeRecords: the suite's stopped clock would hold a callback).
   */
  layoutShifts: (): Question<LayoutShift[]> =>
    question("the page's layout shifts", (actor) =>
      BrowseTheWeb.as(actor).run(() => {
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: "layout-shift", buffered: true });
        const entries = observer.takeRecords() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }
        >;
        observer.disconnect();
        return entries
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            at: Math.round(entry.startTime),
            value: Number(entry.value.toFixed(4)),
            moved: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
              const name =
                node instanceof Element
                  ? `${node.localName}${node.id ? `#${node.id}` : ""}.${node.className}`
                  : String(node);
              // Where it was and went ("x,y w×h"), so that a failure says what moved and by how much.
              const [from, to] = [previousRect, currentRect].map(
                (rect) =>
                  `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
              );
              return `${name} from ${from} to ${to}`;
            }),
          }));
      }),
    ),

  /** Where every link of the page leads, hidden ones too, and the page's own address to read them against. */
  links: (): Question<{ page: string; hrefs: string[] }> =>
    question("the page's links", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        page: web.address().href,
        hrefs: await web
          .element({ role: "link", includeHidden: true })
          .runOnAll((links) => links.map((link) => link.getAttribute("href") ?? "")),
      };
    }),
};

/**
 * Brings each picture of the content into view once (below the fold they load as the visitor scrolls,
 * decorative ones too, which have no role), waits until all have come, and goes back to the top.
 */
export const ShowEveryPicture = (): Task =>
  task("bring every picture into view", async (actor) => {
    const web = BrowseTheWeb.as(actor);
    const images = mainContent(web).find({ css: "img" });
    for (const image of await images.all()) await image.scrollIntoView();
    await expect
      .poll(() => images.runOnAll((elements) => elements.every((image) => (image as HTMLImageElement).complete)), {
        message: "every picture of the page arrived",
      })
      .toBe(true);
    await web.run(() => window.scrollTo(0, 0));
  });

/** The visitor's connection is a slow one: each page arrives in pieces, and the browser shows each as it comes. */
export const ArriveInPieces = (): Task =>
  task("have each page arrive in pieces", (actor) => BrowseTheWeb.as(actor).bringPagesInPieces());
