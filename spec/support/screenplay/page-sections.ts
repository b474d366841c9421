import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";

/**
 * The sections of a page's content: each is a region named by its heading, so
 * a visitor with a screen reader moves through them as a sighted one scans.
 */

export function mainContent(web: BrowseTheWeb): PageElement {
  return web.element({ role: "main" });
}

/** A section of the page's content by its heading. */
export function section(web: BrowseTheWeb, heading: string): PageElement {
  return mainContent(web).find({ role: "region", name: heading });
}

const asRead = (text: string) => text.replace(/\s+/g, " ").trim();

/** The addresses of the links an element holds (found by a target within it). */
function addressesOf(links: PageElement): Promise<Array<string | null>> {
  return links.runOnAll((elements) => elements.map((element) => element.getAttribute("href")));
}

export const TheSections = {
  /** Of these headings, those the page's sections show, in the page's order. */
  shownAmong: (headings: string[]): Question<string[]> =>
    question("the sections shown", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const all = await mainContent(web)
        .find({ role: "heading", level: 2 })
        .runOnAll((elements) => elements.map((element) => (element as HTMLElement).innerText.trim()));
      const shown: string[] = [];
      for (const heading of all.filter((each) => headings.includes(each))) {
        if (await section(web, heading).isVisible()) shown.push(heading);
      }
      return shown;
    }),

  isShown: (heading: string): Question<boolean> =>
    question(`whether the section ${heading} shows`, (actor) => section(BrowseTheWeb.as(actor), heading).isVisible()),

  /** Whether the page's main heading shows, and how many sections of this heading the page has. */
  absence: (heading: string): Question<{ heading: boolean; sections: number }> =>
    question(`whether the page goes without the section ${heading}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        heading: await web.element({ role: "heading", level: 1 }).isVisible(),
        sections: await section(web, heading).count(),
      };
    }),

  /** The text of a section as read; null while it does not show. */
  text: (heading: string): Question<string | null> =>
    question(`the text of the section ${heading}`, async (actor) => {
      const found = section(BrowseTheWeb.as(actor), heading);
      return (await found.isVisible()) ? asRead(await found.text()) : null;
    }),

  /** How many links of this name are shown after one section and before the next one named. */
  linksBetween: (before: string, after: string, label: string): Question<number> =>
    question(`the links ${label} between ${before} and ${after}`, (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "link", name: label })
        .runOnAll(
          (links, names) => {
            // The regions by their names, as their headings give them (aria-labelledby) or aria-label says.
            // No named function in here: tsx names them with a helper the page lacks.
            const [start, end] = [names.from, names.to].map((name) =>
              [...document.querySelectorAll("main section, main [role=region]")].find(
                (region) =>
                  (region.getAttribute("aria-label") ??
                    (region.getAttribute("aria-labelledby") ?? "")
                      .split(/\s+/)
                      .map((id) => document.getElementById(id)?.textContent ?? "")
                      .join(" ")
                      .trim()) === name,
              ),
            );
            if (!start || !end) return -1;
            return links.filter(
              (link) =>
                link.getClientRects().length > 0 &&
                start.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING &&
                !start.contains(link) &&
                end.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_PRECEDING,
            ).length;
          },
          { from: before, to: after },
        ),
    ),

  buttonShown: (label: string): Question<boolean> =>
    question(`whether the page offers the button ${label}`, (actor) =>
      mainContent(BrowseTheWeb.as(actor)).find({ role: "button", name: label }).isVisible(),
    ),

  /** Whether a section shows the text in bold (a model year's description is HTML, source spec §3). */
  showsInBold: (heading: string, text: string): Question<boolean> =>
    question(`whether ${heading} shows ${text} in bold`, (actor) =>
      section(BrowseTheWeb.as(actor), heading).find({ css: "strong, b" }).find({ text }).isVisible(),
    ),

  /** Where the privacy channel's link of a section leads, and where the footer's does. */
  privacyChannels: (heading: string): Question<{ section: string | null; footer: string | null }> =>
    question(`the privacy channel of ${heading}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        section: await section(web, heading)
          .find({ role: "link", name: "Abrir o canal de privacidade" })
          .attribute("href"),
        footer: await web
          .element({ role: "contentinfo" })
          .find({ role: "link", name: "Canal de privacidade", exact: false })
          .attribute("href"),
      };
    }),

  /** What the home page highlights: its offers, services and Mundo MIT events, by their links. */
  homeHighlights: () =>
    question("what the home page highlights", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const services = section(web, "Serviços e benefícios");
      const mundoMit = section(web, "Mundo MIT");
      return {
        offers: await addressesOf(
          section(web, "Ofertas em destaque").find({ role: "link", name: /^Ver condições da oferta / }),
        ),
        services: await services.find({ role: "listitem" }).count(),
        serviceLinks: await addressesOf(services.find({ role: "listitem" }).find({ role: "link" })),
        allServices: await services
          .find({ role: "link", name: "Todos os serviços e benefícios", exact: false })
          .attribute("href"),
        events: await mundoMit.find({ role: "listitem" }).count(),
        mundoMit: await mundoMit.find({ role: "link", name: "Conheça o Mundo MIT", exact: false }).attribute("href"),
      };
    }),

  introductionShown: (text: string): Question<boolean> =>
    question(`whether the introduction reads ${text}`, (actor) =>
      mainContent(BrowseTheWeb.as(actor)).find({ text }).isVisible(),
    ),

  /**
   * The smaller side, in pixels, of the note that says the page shows sample data (PAGE-30, PAGE-34) with
   * this text; null while none shows. A note clipped to a pixel would still count as visible.
   */
  sampleDataNote: (text: string): Question<number | null> =>
    question(`the sample-data note ${text}`, async (actor) => {
      const note = mainContent(BrowseTheWeb.as(actor))
        .find({ css: "p" })
        .withText(/^\s*Dados de exemplo\./)
        .withText(text)
        .first();
      const box = (await note.isVisible()) ? await note.box() : null;
      return box && Math.min(box.width, box.height);
    }),
};
