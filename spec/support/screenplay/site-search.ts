import { expect } from "../expect";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent } from "./page-sections";
import { siteHeader } from "./site-header/elements";

/** The header's search (decision CHROME-6): models and pages by name. */

function searchButton(web: BrowseTheWeb): PageElement {
  return siteHeader(web).find({ role: "button", name: "Buscar" });
}

function searchDialog(web: BrowseTheWeb): PageElement {
  return web.element({ role: "dialog", name: "Buscar no site", exact: false });
}

function searchField(web: BrowseTheWeb): PageElement {
  return searchDialog(web).find({ role: "combobox", name: "Modelo ou página", exact: false });
}

function result(web: BrowseTheWeb, name: string): PageElement {
  return searchDialog(web).find({ role: "option", name });
}

/** Clicks a button that opens the search, once the search shows. */
function openWith(button: (web: BrowseTheWeb) => PageElement, description: string): Task {
  return task(description, async (actor) => {
    const web = BrowseTheWeb.as(actor);
    await button(web).click();
    await expect.poll(() => searchDialog(web).isVisible(), { message: "the search opened" }).toBe(true);
  });
}

export const Search = {
  open: (): Task => openWith(searchButton, "open the search"),

  /** The 404 page offers the same search as the header, with a button of its own. */
  openFromThePage: (): Task =>
    openWith((web) => mainContent(web).find({ role: "button", name: "Buscar no site" }), "open the page's search"),

  close: (): Task =>
    task("close the search", (actor) =>
      searchDialog(BrowseTheWeb.as(actor)).find({ role: "button", name: "Fechar a busca", exact: false }).click(),
    ),

  /** As with the cities: the index loads on demand, and the visitor reads the results before the next key. */
  for: (query: string): Task =>
    task(`search for ${query}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await searchField(web).fill(query);
      await web.settle();
    }),

  press: (key: string): Task =>
    task(`press ${key} in the search`, (actor) => searchField(BrowseTheWeb.as(actor)).press(key)),

  choose: (name: string): Task =>
    task(`choose the result ${name}`, (actor) => {
      const web = BrowseTheWeb.as(actor);
      return web.clickThrough(result(web, name));
    }),
};

export const TheSearch = {
  fieldHasTheFocus: (): Question<boolean> =>
    question("whether the search field has the focus", (actor) => searchField(BrowseTheWeb.as(actor)).isFocused()),

  dialogs: (): Question<number> =>
    question("how many searches show", (actor) => searchDialog(BrowseTheWeb.as(actor)).count()),

  lists: (name: string): Question<boolean> =>
    question(`whether the search lists ${name}`, (actor) => result(BrowseTheWeb.as(actor), name).isVisible()),

  /** The results, in order, by the names they are read by. */
  results: (): Question<string[]> =>
    question("the search's results", (actor) =>
      searchDialog(BrowseTheWeb.as(actor))
        .find({ role: "option" })
        .runOnAll((options) =>
          options.map((option) =>
            (option.getAttribute("aria-label") ?? option.textContent ?? "").replace(/\s+/g, " ").trim(),
          ),
        ),
    ),

  /** The id of a result, and the one the field points at as active (aria-activedescendant). */
  active: (name: string): Question<{ result: string | null; active: string | null }> =>
    question(`the active result against ${name}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        result: await result(web, name).attribute("id"),
        active: await searchField(web).attribute("aria-activedescendant"),
      };
    }),

  says: (): Question<string> =>
    question("what the search says", async (actor) =>
      (await searchDialog(BrowseTheWeb.as(actor)).find({ role: "status" }).text()).replace(/\s+/g, " "),
    ),

  buttonHasTheFocus: (): Question<boolean> =>
    question("whether the search button has the focus", (actor) => searchButton(BrowseTheWeb.as(actor)).isFocused()),
};
