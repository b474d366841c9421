import { declaredOrigin } from "../../public-origin";
import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";
import { siteHeader } from "./elements";

/**
 * The customer area (source spec §1, §6): a site of its own, which the
 * header's customer-area links lead to.
 */

/** The customer-area link: named "Área do cliente" (the icon-only one), or by its text and its "G" (the top bar's). */
export function customerAreaLink(web: BrowseTheWeb): PageElement {
  return siteHeader(web).find({ role: "link", name: /^Área do cliente( Entrar com Google)?$/ });
}

/** What a customer-area link shows and where it leads, as facts to hold against the rule. */
export interface CustomerAreaLink {
  shown: boolean;
  protocol: string;
  /** Whether it leads to the deployment's origin, or to the one the page declares as its own. */
  onTheSitesOwnOrigin: boolean;
  /** Whether every customer-area link of the page, whichever width shows it, leads to the same address. */
  sameFromEveryCustomerAreaLink: boolean;
  /** Whether another link of the page (the privacy channel, a network) has the same address. */
  sharedWithAnotherLink: boolean;
}

/** The facts of a customer-area link, its address made whole by the browser. */
export async function customerAreaFacts(web: BrowseTheWeb, link: PageElement): Promise<CustomerAreaLink> {
  const shown = await link.isVisible();
  if (!shown) {
    return {
      shown,
      protocol: "",
      onTheSitesOwnOrigin: false,
      sameFromEveryCustomerAreaLink: false,
      sharedWithAnotherLink: false,
    };
  }
  const address = new URL((await link.attribute("href")) ?? "", web.address());
  const ownOrigins = [web.addressOf("/").origin, await declaredOrigin(web)];
  // Every link of the page with its address made whole by the browser (an anchor's href property).
  const everyLink = await web.element({ css: "a[href]" }).runOnAll((anchors) =>
    (anchors as HTMLAnchorElement[]).map((anchor) => ({
      href: anchor.href,
      customerArea: /^Área do cliente/.test(anchor.getAttribute("aria-label") ?? anchor.textContent?.trim() ?? ""),
    })),
  );
  const customerAreas = new Set(everyLink.filter((each) => each.customerArea).map((each) => each.href));
  return {
    shown,
    protocol: address.protocol,
    onTheSitesOwnOrigin: ownOrigins.includes(address.origin),
    sameFromEveryCustomerAreaLink: customerAreas.size === 1 && customerAreas.has(address.href),
    sharedWithAnotherLink: everyLink.some((each) => !each.customerArea && each.href === address.href),
  };
}

/** What a customer-area link should be: shown, over https, to a site of its own, the one customer area. */
export const ON_ITS_OWN_SITE: CustomerAreaLink = {
  shown: true,
  protocol: "https:",
  onTheSitesOwnOrigin: false,
  sameFromEveryCustomerAreaLink: true,
  sharedWithAnotherLink: false,
};

export const TheCustomerArea = {
  /** The header's icon-only link to the customer area, with the text it shows (none). */
  iconLink: (): Question<CustomerAreaLink & { text: string }> =>
    question("the header's user icon", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const link = siteHeader(web).find({ role: "link", name: "Área do cliente" });
      return { ...(await customerAreaFacts(web, link)), text: await link.text() };
    }),

  /** Whether the customer-area link the visitor sees (the top bar's, or the menu's on a phone) shows this icon. */
  showsTheIcon: (icon: string): Question<boolean> =>
    question(`whether the customer-area link shows the icon ${icon}`, (actor) =>
      customerAreaLink(BrowseTheWeb.as(actor)).visible().find({ role: "img", name: icon }).isVisible(),
    ),
};
