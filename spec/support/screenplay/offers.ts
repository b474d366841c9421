import { escapeRegExp } from "../patterns";
import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { mainContent } from "./page-sections";

/** The offers of the month (/ofertas): each an article named by its headline. */

/** Text as the visitor reads it: Intl's no-break spaces read as spaces. */
const readable = (text: string) => text.replace(/\u00a0/g, " ");

function offer(web: BrowseTheWeb, title: string): PageElement {
  return mainContent(web).find({ role: "article", name: title });
}

export const TheOffers = {
  /** Each offer in order: its headline and its text as read. */
  shown: (): Question<Array<{ title: string; text: string }>> =>
    question("the offers shown", async (actor) =>
      (
        await mainContent(BrowseTheWeb.as(actor))
          .find({ role: "article" })
          .runOnAll((articles) =>
            articles.map((article) => ({
              title: (article.querySelector("h2")?.textContent ?? "").replace(/\s+/g, " ").trim(),
              text: (article as HTMLElement).innerText,
            })),
          )
      ).map(({ title, text }) => ({ title, text: readable(text) })),
    ),

  /** How many conditions of an offer hold this text. */
  conditionsHolding: (title: string, condition: string): Question<number> =>
    question(`the conditions of ${title} holding ${condition}`, (actor) =>
      offer(BrowseTheWeb.as(actor), title).find({ role: "listitem" }).withText(condition).count(),
    ),

  legalText: (title: string): Question<string> =>
    question(`the legal text of ${title}`, async (actor) =>
      (await offer(BrowseTheWeb.as(actor), title).find({ role: "region", name: "Texto legal" }).text()).replace(
        /\s+/g,
        " ",
      ),
    ),

  /** The ring around an offer (its box shadow, "none" when it is not highlighted). */
  ring: (title: string): Question<string> =>
    question(`the ring around ${title}`, (actor) =>
      offer(BrowseTheWeb.as(actor), title).run((article) => getComputedStyle(article).boxShadow),
    ),

  /**
   * The prices of an offer: whether it reads "de <before> por <price>" (spaces as the browser writes them in
   * prices, a no-break space after R$, or as the feature does), and the texts struck through.
   */
  prices: (title: string, before: string, price: string): Question<{ readsDeTo: boolean; struck: string[] }> =>
    question(`the prices of ${title}`, async (actor) => {
      const article = offer(BrowseTheWeb.as(actor), title);
      const loose = (text: string) => escapeRegExp(text).replaceAll(" ", String.raw`\s+`);
      const text = await article.text();
      return {
        readsDeTo: new RegExp(String.raw`de\s+` + loose(before) + String.raw`\s+por\s+` + loose(price)).test(text),
        struck: await article
          .find({ css: "s, del" })
          .runOnAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim())),
      };
    }),

  /** Whether an offer is in the window, and the id of its list item (what the address names it by). */
  inView: (title: string): Question<{ inWindow: boolean; id: string | null }> =>
    question(`whether ${title} is in view`, async (actor) => {
      const article = offer(BrowseTheWeb.as(actor), title);
      return {
        inWindow: await article.isInWindow(),
        id: await article.run((element) => element.closest("li")?.id ?? null),
      };
    }),

  /** The rows of a model's subscription plans, cell by cell, as read. */
  plans: (model: string): Question<string[][]> =>
    question(`the subscription plans of ${model}`, async (actor) =>
      (
        await BrowseTheWeb.as(actor)
          .element({ role: "table", name: new RegExp(`^Planos de assinatura do ${escapeRegExp(model)} `) })
          .find({ role: "row" })
          .runOnAll((rows) =>
            rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
          )
      ).map((row) => row.map(readable)),
    ),
};
