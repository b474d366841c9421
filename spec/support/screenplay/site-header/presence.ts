import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import { siteHeader } from "./elements";

/** Whether a page has the site's header, or the brand's logo in its place (the pages without chrome). */
export const TheSiteHeader = {
  isShown: (): Question<boolean> =>
    question("whether the page shows the site header", (actor) => siteHeader(BrowseTheWeb.as(actor)).isVisible()),

  /** Whether the page's main heading shows, and how many site headers the page has. */
  absence: (): Question<{ heading: boolean; headers: number }> =>
    question("whether the page goes without the site header", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        heading: await web.element({ role: "heading", level: 1 }).isVisible(),
        headers: await siteHeader(web).count(),
      };
    }),

  /**
   * How many logos of this name stand whole at the top of the window, above the main heading, once it
   * shows (the footer's logo is far below).
   */
  logosAboveTheHeading: (name: string): Question<number> =>
    question(`the logos ${name} above the main heading`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      if (!(await web.element({ role: "heading", level: 1 }).isVisible())) return 0;
      return web.element({ role: "img", name }).runOnAll((elements) => {
        const heading = document.querySelector("h1")?.getBoundingClientRect();
        return elements.filter((element) => {
          const box = element.getBoundingClientRect();
          return heading !== undefined && box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= heading.top;
        }).length;
      });
    }),

  /** The distinct addresses of the header's links of each name (a name shown at several widths has several links). */
  linkAddresses: (labels: string[]): Question<Record<string, Array<string | null>>> =>
    question("the addresses of the header's links", async (actor) => {
      const header = siteHeader(BrowseTheWeb.as(actor));
      const addresses: Record<string, Array<string | null>> = {};
      for (const label of labels) {
        const hrefs = await header
          .find({ role: "link", name: label })
          .runOnAll((elements) => elements.map((element) => element.getAttribute("href")));
        addresses[label] = [...new Set(hrefs)];
      }
      return addresses;
    }),
};
