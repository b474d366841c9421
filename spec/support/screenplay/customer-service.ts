import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";

/** The customer-service channels of /fale-conosco: toll-free numbers, hours, WhatsApp (source spec §9). */

function channels(web: BrowseTheWeb): PageElement {
  return web.element({ role: "region", name: "Central de atendimento", exact: false });
}

export const TheCustomerService = {
  /** Each line of the central: its service's heading, and the calls it shows (their text and address). */
  lines: (): Question<Array<{ service: string; calls: string[][] }>> =>
    question("the central's lines", (actor) =>
      channels(BrowseTheWeb.as(actor))
        .find({ role: "listitem" })
        .runOnAll((items) =>
          items.map((item) => ({
            service: (item.querySelector("h1, h2, h3, h4, h5, h6")?.textContent ?? "").replace(/\s+/g, " ").trim(),
            calls: [...item.querySelectorAll("a[href]")]
              .filter((link) => (link as HTMLElement).offsetParent !== null)
              .map((link) => [
                (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim(),
                link.getAttribute("href") ?? "",
              ]),
          })),
        ),
    ),

  whatsApp: (): Question<string | null> =>
    question("the WhatsApp chat's address", (actor) =>
      channels(BrowseTheWeb.as(actor))
        .find({ role: "link", name: /conversar pelo WhatsApp/ })
        .attribute("href"),
    ),

  says: (text: string): Question<boolean> =>
    question(`whether the central says ${text}`, (actor) =>
      channels(BrowseTheWeb.as(actor)).find({ text }).isVisible(),
    ),

  /** Whether the channels and the form show, and whether the channels come first in the page (its reading order). */
  beforeTheForm: (): Question<{ channels: boolean; form: boolean; channelsFirst: boolean }> =>
    question("the channels and the form", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      return {
        channels: await channels(web).isVisible(),
        form: await web.element({ role: "form" }).isVisible(),
        channelsFirst: await channels(web).run((region) => {
          const form = document.querySelector("form");
          return form !== null && Boolean(region.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      };
    }),

  /** The note that says the numbers are sample data, as read; null while it does not show. */
  sampleDataNote: (): Question<string | null> =>
    question("the central's sample-data note", async (actor) => {
      const note = channels(BrowseTheWeb.as(actor))
        .find({ css: "p" })
        .withText(/^Dados de exemplo\./);
      return (await note.isVisible()) ? (await note.text()).replace(/\s+/g, " ") : null;
    }),
};
