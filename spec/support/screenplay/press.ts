import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import { section } from "./page-sections";

/** The press room's releases, in the page's order: each one's title, and the texts it is written in, line by line. */
export const ThePressReleases = (): Question<Array<{ title: string; lines: string[] }>> =>
  question("the press releases", (actor) =>
    section(BrowseTheWeb.as(actor), "Comunicados")
      .find({ role: "article" })
      .runOnAll((articles) =>
        articles.map((article) => ({
          title: (article.querySelector("h3")?.textContent ?? "").replace(/\s+/g, " ").trim(),
          lines: [...article.querySelectorAll("*")]
            .filter((element) => element.children.length === 0 && (element as HTMLElement).offsetParent !== null)
            .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
        })),
      ),
  );
