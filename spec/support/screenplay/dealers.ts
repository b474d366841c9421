import { RequestLog } from "../world/request-log";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent } from "./page-sections";

/**
 * The dealer finder (/concessionarias): dealers by state and city, the filters,
 * each dealer's links, and what the page asks of other sites.
 */

export type DealerFilter = "Estado" | "Cidade";

function filter(web: BrowseTheWeb, label: DealerFilter): PageElement {
  return mainContent(web).find({ role: "search", name: "Filtrar concessionárias", exact: false }).find({ label });
}

export const FindDealers = {
  filteredBy: (label: DealerFilter, choice: string): Task =>
    task(`filter the dealers by ${choice}`, (actor) => filter(BrowseTheWeb.as(actor), label).choose(choice)),

  changeTheCity: (): Task =>
    task("ask to change the city of the dealer finder", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "button", name: /^(Trocar cidade|Escolher cidade)$/ })
        .click(),
    ),

  /** Scrolls the page to its end: a map or widget may load as it comes into view. */
  scrollToTheEnd: (): Task =>
    task("scroll to the end of the page", async (actor) => {
      await BrowseTheWeb.as(actor).run(() => window.scrollTo(0, document.documentElement.scrollHeight));
    }),
};

export const TheDealerFinder = {
  /** The headings of the list, in order: states (h2), cities (h3) and dealers (h4), as "h2 São Paulo". */
  headings: (): Question<string[]> =>
    question("the dealer list's headings", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ css: "h2, h3, h4" })
        .runOnAll((headings) =>
          headings
            .filter((heading) => heading.closest("section[aria-labelledby^='uf-']"))
            .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim()}`),
        ),
    ),

  says: (): Question<string> =>
    question("what the dealer finder says", async (actor) =>
      (await mainContent(BrowseTheWeb.as(actor)).find({ role: "status" }).text()).replace(/\s+/g, " "),
    ),

  /** The names a filter offers to choose, its "all" choice (no value) aside. */
  choices: (label: DealerFilter): Question<string[]> =>
    question(`the choices of ${label}`, (actor) =>
      filter(BrowseTheWeb.as(actor), label)
        .find({ css: "option" })
        .runOnAll((options) =>
          options
            .filter((option) => (option as HTMLOptionElement).value !== "")
            .map((option) => option.textContent?.trim() ?? ""),
        ),
    ),

  filterEnabled: (label: DealerFilter): Question<boolean> =>
    question(`whether ${label} can be chosen`, (actor) => filter(BrowseTheWeb.as(actor), label).isEnabled()),

  /** Each dealer's card (a list item with an id): its id, its name (its h4) and its links by name with their addresses. */
  cards: (): Question<Array<{ id: string; name: string; links: string[][] }>> =>
    question("the dealers' cards", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ css: "li[id]" })
        .runOnAll((items) =>
          items.map((item) => ({
            id: item.id,
            name: (item.querySelector("h4")?.textContent ?? "").replace(/\s+/g, " ").trim(),
            links: [...item.querySelectorAll("a")].map((link) => [
              (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim(),
              link.getAttribute("href") ?? "",
            ]),
          })),
        ),
    ),

  /** The smaller side, in pixels, of the paragraph that says the dealers are sample data; null while none shows. */
  sampleDataNote: (): Question<number | null> =>
    question("the dealers' sample-data note", async (actor) => {
      const note = mainContent(BrowseTheWeb.as(actor))
        .find({ css: "p" })
        .withText(/^Dados de exemplo\./)
        .first();
      return (await note.isVisible()) ? ((box) => box && Math.min(box.width, box.height))(await note.box()) : null;
    }),

  /**
   * What the page asked of other sites, once settled: every address requested, the frames it has, and the
   * connections it opens ahead (resource hints), which tell the other site of the visit as a request would.
   */
  reachOut: (): Question<{ requested: string[]; frames: number; hinted: string[] }> =>
    question("what the page asked of other sites", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      return {
        requested: actor.abilityTo(RequestLog).urls.filter((url) => !url.startsWith("data:")),
        frames: await web.element({ css: "iframe" }).count(),
        hinted: await web
          .element({
            css: 'link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"], link[rel~="preload"]',
          })
          .runOnAll((links) => links.map((link) => (link as HTMLLinkElement).href)),
      };
    }),
};
