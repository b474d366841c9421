import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent, section } from "./page-sections";

/** The brand world (Mundo MIT): its events, ambassadors, sponsorships and partnerships. */

/** Where a drawing is drawn from, once scrolled into view and loaded; null before. */
async function drawing(image: PageElement): Promise<string | null> {
  await image.scrollIntoView();
  const loaded = await image.run(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );
  return loaded ? image.attribute("src") : null;
}

/** An event's card as read: its link's name and address, its texts, its logo's drawing. */
export interface EventCard {
  event: string;
  address: string | null;
  texts: string[];
}

export const TheBrandWorld = {
  /** The events of a section, in order, each as its card reads. */
  events: (heading: string): Question<EventCard[]> =>
    question(`the events of ${heading}`, (actor) =>
      section(BrowseTheWeb.as(actor), heading)
        .find({ role: "listitem" })
        .runOnAll((items) =>
          items.map((item) => {
            const link = item.querySelector("a[href]");
            return {
              event: (link?.textContent ?? "").replace(/\s+/g, " ").trim(),
              address: link?.getAttribute("href") ?? null,
              texts: [...item.querySelectorAll("*")]
                .filter((element) => element.children.length === 0)
                .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
            };
          }),
        ),
    ),

  /** The drawing the image of this name (in a section, or anywhere in the content) is drawn from, once loaded (null before). */
  drawing: (name: string, heading?: string): Question<string | null> =>
    question(`the drawing ${name}`, (actor) => {
      const web = BrowseTheWeb.as(actor);
      return drawing((heading ? section(web, heading) : mainContent(web)).find({ role: "img", name }));
    }),

  /** The headings of the page's people (level 3), in order. */
  people: (): Question<string[]> =>
    question("the people presented", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "heading", level: 3 })
        .runOnAll((headings) => headings.map((heading) => (heading.textContent ?? "").replace(/\s+/g, " ").trim())),
    ),

  says: (text: RegExp): Question<boolean> =>
    question(`whether the page says ${text}`, (actor) =>
      mainContent(BrowseTheWeb.as(actor)).find({ text }).first().isVisible(),
    ),
};
