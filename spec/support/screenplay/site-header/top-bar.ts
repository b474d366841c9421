import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";
import { type CustomerAreaLink, customerAreaFacts, customerAreaLink } from "./customer-area";
import { cityButton, mainMenu, siteHeader } from "./elements";

/**
 * The header's top bar (source spec §2): the visitor's city, and the links
 * on its row (Institucional, the customer area) at the widths that show them.
 */

/** A link of the top bar as the visitor meets it. */
export interface TopBarLink {
  /** How many links of that name the header shows. */
  shownLinks: number;
  address: string | null;
  /** Visible, inside the window, and the element a click at its middle would reach (not clipped or covered). */
  reachable: boolean;
  /** On the row of the city, not in the menu. */
  onTheCitysRow: boolean;
}

/** Whether the middle of an element stands within the height of the city button. */
async function onTheCitysRow(web: BrowseTheWeb, shown: PageElement): Promise<boolean> {
  const [city, link] = [await cityButton(web).box(), await shown.box()];
  if (!city || !link) return false;
  const middle = link.y + link.height / 2;
  return middle >= city.y && middle <= city.y + city.height;
}

async function topBarLink(web: BrowseTheWeb, links: PageElement): Promise<TopBarLink> {
  const shownLinks = await links.count();
  if (shownLinks !== 1) return { shownLinks, address: null, reachable: false, onTheCitysRow: false };
  const reachable = (await links.isVisible()) && (await links.isInWindow()) && (await links.isClickable());
  return {
    shownLinks,
    address: await links.attribute("href"),
    reachable,
    onTheCitysRow: await onTheCitysRow(web, links),
  };
}

export const TheTopBar = {
  link: (label: string): Question<TopBarLink> =>
    question(`the top bar's link ${label}`, (actor) => {
      const web = BrowseTheWeb.as(actor);
      return topBarLink(web, siteHeader(web).find({ role: "link", name: label }).visible());
    }),

  /** The top bar's customer-area link, where it leads and how. */
  customerAreaLink: (): Question<TopBarLink & CustomerAreaLink> =>
    question("the top bar's customer-area link", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const shown = customerAreaLink(web).visible();
      return { ...(await topBarLink(web, shown)), ...(await customerAreaFacts(web, shown)) };
    }),

  /** Whether the city shows, and how many links of this name the header shows beside it. */
  showing: (label: string): Question<{ city: boolean; links: number }> =>
    question(`whether the top bar shows ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        city: await cityButton(web).isVisible(),
        links: await siteHeader(web).find({ role: "link", name: label }).visible().count(),
      };
    }),

  serviceLinks: (): Question<string[]> =>
    question("the header's service links", async (actor) => {
      const links = siteHeader(BrowseTheWeb.as(actor)).find({ role: "navigation", name: "Atendimento" });
      return links
        .find({ role: "link" })
        .runOnAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));
    }),

  /** How far below the top bar's city the main menu starts, in pixels (negative: it starts above its bottom). */
  mainMenusDistanceBelow: (): Question<number | null> =>
    question("how far below the top bar the main menu starts", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const [city, menu] = [await cityButton(web).box(), await mainMenu(web).box()];
      return city && menu ? menu.y - (city.y + city.height) : null;
    }),
};
