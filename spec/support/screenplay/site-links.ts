import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent, section } from "./page-sections";
import { mainMenu } from "./site-header/elements";
import { TheMainMenu } from "./site-header/menus";

/**
 * Following the site's links (menus, footer, model cards, banners) and reading
 * the address they lead to: where link carrying (source spec §4) shows.
 */

/** A link of the page's content by its name; the first when the page repeats a call (top and bottom). */
function pageLink(web: BrowseTheWeb, label: string): PageElement {
  return mainContent(web).find({ role: "link", name: label }).first();
}

function follow(description: string, link: (web: BrowseTheWeb) => PageElement, revealMenu = false): Task {
  return task(description, async (actor) => {
    // Below 1080 px the header's menus sit behind the hamburger: it is opened first.
    if (revealMenu) await actor.attemptsTo(TheMainMenu.reveal());
    const web = BrowseTheWeb.as(actor);
    await web.follow(link(web));
  });
}

export const Follow = {
  menuLink: (label: string): Task =>
    follow(`follow the menu link ${label}`, (web) => mainMenu(web).find({ role: "link", name: label }), true),

  /** A link of a navigation of the page named so ("Menu principal", "Atendimento"…). */
  linkOfTheNavigation: (label: string, navigation: string): Task =>
    follow(
      `follow ${label} of ${navigation}`,
      (web) => web.element({ role: "navigation", name: navigation }).find({ role: "link", name: label }),
      true,
    ),

  footerLink: (label: string): Task =>
    follow(`follow the footer link ${label}`, (web) =>
      web.element({ role: "contentinfo" }).find({ role: "link", name: label }),
    ),

  /** A model's card of a list of models, by its section's heading. */
  modelCard: (model: string, heading: string): Task =>
    follow(`choose ${model} in ${heading}`, (web) => section(web, heading).find({ role: "link", name: model })),

  pageLink: (label: string): Task => follow(`follow ${label} on the page`, (web) => pageLink(web, label)),
};

/** The address the browser is at, in parts: its path, its query in order (repeated names kept), its hash. */
export const TheCurrentAddress = (): Question<{ href: string; path: string; query: string[][]; hash: string }> =>
  question("the current address", async (actor) => {
    const address = BrowseTheWeb.as(actor).address();
    return {
      href: address.href,
      path: address.pathname,
      query: [...address.searchParams.entries()],
      hash: address.hash,
    };
  });

export const TheLinks = {
  /** Where a link of the page's content leads (the first of its name). */
  addressOf: (label: string): Question<string | null> =>
    question(`where ${label} leads`, (actor) => pageLink(BrowseTheWeb.as(actor), label).attribute("href")),

  /** Where each link of the page's content of this name leads. */
  addressesOf: (label: string): Question<Array<string | null>> =>
    question(`where each ${label} leads`, (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "link", name: label })
        .runOnAll((links) => links.map((link) => link.getAttribute("href"))),
    ),

  /** The addresses of every link of the page, as written (a visitor opening one in a new tab or copying it gets them). */
  everyAddress: (): Question<string[]> =>
    question("every link's address", (actor) =>
      BrowseTheWeb.as(actor)
        .element({ css: "a[href]" })
        .runOnAll((links) => links.map((link) => link.getAttribute("href") ?? "")),
    ),

  /** The same, once the page has done what it was about to do (its internal links carry the campaign then). */
  everyAddressOnceSettled: (): Question<string[]> =>
    question("every link's address, once settled", async (actor) => {
      await BrowseTheWeb.as(actor).settle();
      return actor.asks(TheLinks.everyAddress());
    }),

  /** The addresses of every link of the current page as the server sends it, before any script has run. */
  asServed: (): Question<string[]> =>
    question("the links of the page as served", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const { pathname, search } = web.address();
      const served = (await web.served(pathname + search)).text;
      return [...served.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
        (match[1] ?? "").replaceAll("&amp;", "&"),
      );
    }),
};
