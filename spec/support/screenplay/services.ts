import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import { mainContent, section } from "./page-sections";

/** Services and benefits: the nine services, the guaranteed buy-back programme, the toll-free numbers. */

const asRead = (text: string) => text.replace(/\s+/g, " ").trim();

/** A line of the page that gives a number: its text as read, and its links (by name) with where each leads. */
export interface NumberLine {
  text: string;
  links: string[][];
}

export const TheServices = {
  conditions: (heading: string): Question<string[]> =>
    question(`the buy-back conditions of ${heading}`, async (actor) =>
      (
        await section(BrowseTheWeb.as(actor), heading)
          .find({ role: "list", name: "Condições da recompra garantida" })
          .find({ role: "listitem" })
          .runOnAll((items) => items.map((item) => item.textContent ?? ""))
      ).map(asRead),
    ),

  /** The list items of the page's content that hold a link dialling a number (tel:), with their links. */
  numberLines: (): Question<NumberLine[]> =>
    question("the page's lines with numbers", (actor) =>
      mainContent(BrowseTheWeb.as(actor))
        .find({ role: "listitem" })
        .runOnAll((items) =>
          items
            .filter((item) => item.querySelector('a[href^="tel:"]') !== null)
            .map((item) => ({
              text: (item as HTMLElement).innerText,
              links: [...item.querySelectorAll("a[href]")].map((link) => [
                (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim(),
                link.getAttribute("href") ?? "",
              ]),
            })),
        ),
    ),

  /** Where each link of the page's content named so leads, and whether the first shows. */
  numberLinks: (display: string): Question<{ shown: boolean; addresses: Array<string | null> }> =>
    question(`the links ${display}`, async (actor) => {
      const links = mainContent(BrowseTheWeb.as(actor)).find({ role: "link", name: display });
      return {
        shown: await links.first().isVisible(),
        addresses: await links.runOnAll((each) => each.map((link) => link.getAttribute("href"))),
      };
    }),

  /** The text of the page's content as read. */
  mainText: (): Question<string> =>
    question("the page's content", (actor) =>
      mainContent(BrowseTheWeb.as(actor)).run((main) => (main as HTMLElement).innerText),
    ),

  /** The services the services page links, each as its name and address. */
  linked: (): Question<string[][]> =>
    question("the services linked", (actor) =>
      section(BrowseTheWeb.as(actor), "Nossos serviços")
        .find({ role: "heading" })
        .find({ role: "link" })
        .runOnAll((links) => links.map((link) => [link.textContent?.trim() ?? "", link.getAttribute("href") ?? ""])),
    ),

  /**
   * A service's page as read: its main heading, what each of its sections says (without its heading), and
   * how many links its next step offers.
   */
  servicePage: (headings: readonly string[]) =>
    question("the service's page", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const says: Record<string, string> = {};
      for (const heading of headings) {
        const found = section(web, heading);
        says[heading] = (await found.isVisible())
          ? (await found.run((element) => (element as HTMLElement).innerText)).slice(heading.length).trim()
          : "";
      }
      return {
        heading: await web.element({ role: "heading", level: 1 }).text(),
        says,
        nextSteps: await section(web, "Próximo passo").find({ role: "link" }).count(),
      };
    }),
};
