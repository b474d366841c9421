import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import { mainContent } from "./page-sections";

/** The site map page (/mapa-do-site): the pages it links, under its headings. */
export const TheSiteMap = {
  /** The paths its content links to. */
  linkedPaths: (): Question<string[]> =>
    question("the paths the site map links", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const hrefs = await mainContent(web)
        .find({ role: "link" })
        .runOnAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      return hrefs.map((href) => new URL(href, web.address()).pathname);
    }),

  headings: (): Question<string[]> =>
    question("the site map's headings", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "heading", level: 2 })
        .runOnAll((headings) => headings.map((heading) => (heading as HTMLElement).innerText.trim())),
    ),
};
