import { escapeRegExp } from "../patterns";
import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent } from "./page-sections";

/** A model page of the catalogue: its name, tagline, starting price, versions and gallery. */

/** The top of the model page: the region named after the model's heading. */
async function hero(web: BrowseTheWeb): Promise<PageElement> {
  const name = await web.element({ role: "heading", level: 1 }).text();
  return web.element({ role: "region", name });
}

/** A version of the model, by the start of its name ("GL 2.4 Diesel 4x4 MT"). */
function version(web: BrowseTheWeb, name: string): PageElement {
  return web.element({ role: "article", name: new RegExp(`^${escapeRegExp(name)}\\b`) });
}

function versions(web: BrowseTheWeb): PageElement {
  return web.element({ role: "region", name: "Versões e preços", exact: false }).find({ role: "article" });
}

export const TheModelPage = {
  showsTheModel: (name: string): Question<boolean> =>
    question(`whether the page shows the model ${name}`, (actor) =>
      BrowseTheWeb.as(actor).element({ role: "heading", level: 1, name }).isVisible(),
    ),

  /** Whether the top of the page shows this text, whole. */
  heroShows: (text: string): Question<boolean> =>
    question(`whether the top of the page shows ${text}`, async (actor) =>
      (await hero(BrowseTheWeb.as(actor))).find({ text }).isVisible(),
    ),

  versionShows: (name: string, text: string): Question<boolean> =>
    question(`whether the version ${name} shows ${text}`, (actor) =>
      version(BrowseTheWeb.as(actor), name).find({ text }).isVisible(),
    ),

  /** The versions' headings, in order, as read. */
  versions: (): Question<string[]> =>
    question("the versions listed", (actor) =>
      versions(BrowseTheWeb.as(actor)).runOnAll((articles) =>
        articles.map((article) =>
          (article.querySelector("h1, h2, h3, h4")?.textContent ?? "").replace(/\s+/g, " ").trim(),
        ),
      ),
    ),

  /** For each version, whether it shows this text, whole. */
  everyVersionShows: (text: string): Question<boolean[]> =>
    question(`whether every version shows ${text}`, async (actor) => {
      const shown: boolean[] = [];
      for (const article of await versions(BrowseTheWeb.as(actor)).all())
        shown.push(await article.find({ text }).isVisible());
      return shown;
    }),

  /** The page's content as read, Intl's no-break spaces as spaces. */
  text: (): Question<string> =>
    question("the page's content", async (actor) =>
      (await mainContent(BrowseTheWeb.as(actor)).run((main) => (main as HTMLElement).innerText)).replace(
        /\u00a0/g,
        " ",
      ),
    ),

  /**
   * A version as the address's anchor leads to it: whether it is in view, whether the address names its card,
   * and the ring that highlights it ("none" when none), whether the visitor came by the address or by a jump
   * within the site (where CSS's :target does not follow).
   */
  targeted: (name: string) =>
    question(`the version ${name} as targeted`, async (actor) => {
      const article = version(BrowseTheWeb.as(actor), name);
      return {
        inView: await article.isInWindow(),
        named: await article.run((element) => {
          const card = element.closest("li");
          return card !== null && `#${card.id}` === window.location.hash;
        }),
        ring: await article.run((element) => getComputedStyle(element.closest("li") ?? element).boxShadow),
      };
    }),

  /** The pictures of the gallery named as the n-th of count illustrations of the model: how many, and how many loaded. */
  gallery: (model: string, count: number): Question<{ pictures: number; loaded: number }> =>
    question(`the gallery of ${model}`, async (actor) => {
      const pictures = await BrowseTheWeb.as(actor)
        .element({ role: "region", name: "Galeria" })
        .find({ role: "img", name: new RegExp(`^${escapeRegExp(model)}: ilustração \\d+ de ${count}$`) })
        .all();
      let loaded = 0;
      for (const picture of pictures) {
        await picture.scrollIntoView();
        if (
          await picture.run(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          )
        )
          loaded += 1;
      }
      return { pictures: pictures.length, loaded };
    }),
};
