import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent, section } from "./page-sections";

/**
 * Lists of models (the home page's showcase, a model page's suggestions, the
 * models of a sales programme): each card names its model in a heading that
 * links to its page, shows its starting price and leads to its quote and test
 * drive.
 */

/** A model's card as the visitor reads it: its name and address, its texts, and where each of its links leads. */
export interface ModelCard {
  name: string;
  address: string;
  /** The texts it shows, each element's own. */
  texts: string[];
  /** Its links, by the name they are read by (an aria-label, or their text), and where each leads. */
  links: Record<string, string>;
}

/** The model names a list shows, in order, read from the headings of its cards (which link to the models' pages). */
function namesIn(list: PageElement): Promise<string[]> {
  return list
    .find({ role: "listitem" })
    .find({ role: "heading" })
    .find({ role: "link" })
    .runOnAll((links) => links.map((link) => (link as HTMLElement).innerText.trim()));
}

export const TheModelList = {
  /** The models of the list of a section, in order (the home page's "Modelos", a model page's "Conheça também"). */
  names: (heading: string): Question<string[]> =>
    question(`the models of ${heading}`, (actor) => namesIn(section(BrowseTheWeb.as(actor), heading))),

  cards: (heading: string): Question<ModelCard[]> =>
    question(`the model cards of ${heading}`, (actor) =>
      section(BrowseTheWeb.as(actor), heading)
        .find({ role: "listitem" })
        .runOnAll((items) =>
          items
            .filter((item) => item.querySelector("h1 a, h2 a, h3 a, h4 a") !== null)
            .map((item) => {
              const title = item.querySelector("h1 a, h2 a, h3 a, h4 a") as HTMLAnchorElement;
              return {
                name: title.innerText.trim(),
                address: title.getAttribute("href") ?? "",
                texts: [...item.querySelectorAll("*")]
                  .filter((element) => element.children.length === 0 && (element as HTMLElement).offsetParent !== null)
                  .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
                links: Object.fromEntries(
                  [...item.querySelectorAll("a[href]")].map((link) => [
                    link.getAttribute("aria-label") ?? (link.textContent ?? "").replace(/\s+/g, " ").trim(),
                    link.getAttribute("href") ?? "",
                  ]),
                ),
              };
            }),
        ),
    ),

  /** Where the links of the page's content of these names lead (the first of each name). */
  addressesInThePage: (names: string[]): Question<Record<string, string | null>> =>
    question("where the page's models lead", async (actor) => {
      const main = mainContent(BrowseTheWeb.as(actor));
      const addresses: Record<string, string | null> = {};
      for (const name of names) addresses[name] = await main.find({ role: "link", name }).first().attribute("href");
      return addresses;
    }),
};
