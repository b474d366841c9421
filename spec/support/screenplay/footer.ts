import { lowestTextContrast } from "../contrast";
import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";

/** The site-wide footer: its links, its icons of app stores and social networks. */

function footer(web: BrowseTheWeb): PageElement {
  return web.element({ role: "contentinfo" });
}

function footerLink(web: BrowseTheWeb, label: string): PageElement {
  return footer(web).find({ role: "link", name: label });
}

export const TheFooter = {
  isShown: (): Question<boolean> =>
    question("whether the page shows the footer", (actor) => footer(BrowseTheWeb.as(actor)).isVisible()),

  /** Whether the page's main heading shows, and how many footers the page has. */
  absence: (): Question<{ heading: boolean; footers: number }> =>
    question("whether the page goes without the footer", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        heading: await web.element({ role: "heading", level: 1 }).isVisible(),
        footers: await footer(web).count(),
      };
    }),

  /** A link of the footer: where it leads, whether it shows, and how its text stands out from the footer. */
  link: (label: string): Question<{ address: string | null; shown: boolean; contrast: number }> =>
    question(`the footer's link ${label}`, async (actor) => {
      const link = footerLink(BrowseTheWeb.as(actor), label);
      const shown = await link.isVisible();
      return {
        address: shown ? await link.attribute("href") : null,
        shown,
        contrast: shown ? await lowestTextContrast(link) : 0,
      };
    }),

  /** Whether the footer shows, the paths every link of it leads to (shown or not), and how many links bear these names. */
  linksTo: (labels: string[]): Question<{ shown: boolean; paths: string[]; named: number }> =>
    question("the footer's links", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const targets = await footer(web)
        .find({ role: "link", includeHidden: true })
        .runOnAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      let named = 0;
      for (const label of labels) named += await footerLink(web, label).count();
      return {
        shown: await footer(web).isVisible(),
        paths: targets.map((target) => new URL(target).pathname.replace(/\/$/, "") || "/"),
        named,
      };
    }),

  /** Where a link of the footer leads, whether it shows, and the deployment's own origin beside it. */
  externalLink: (label: string): Question<{ shown: boolean; address: string | null; siteOrigin: string }> =>
    question(`the footer's external link ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const link = footerLink(web, label);
      return {
        shown: await link.isVisible(),
        address: await link.attribute("href"),
        siteOrigin: web.addressOf("/").origin,
      };
    }),

  /**
   * An icon of the footer, once in view and loaded: the link it is in (shown, its name, where it leads), and
   * the title of the drawing (each of the project's drawings says what it depicts in its title).
   */
  icon: (label: string) =>
    question(`the footer's icon ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const link = footerLink(web, label);
      const icon = link.find({ css: "img" });
      await icon.scrollIntoView();
      const picture = await icon.run((image) => {
        const drawn = image as HTMLImageElement;
        return drawn.complete && drawn.naturalWidth > 0 ? drawn.currentSrc || drawn.src : "";
      });
      const drawing = picture ? (await web.served(picture)).text : "";
      return {
        shown: await link.isVisible(),
        name: await link.attribute("aria-label"),
        address: await link.attribute("href"),
        drawingTitle: drawing.match(/<title>([^<]*)<\/title>/)?.[1] ?? null,
      };
    }),
};
