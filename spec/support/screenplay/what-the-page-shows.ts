import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** What a page shows that its structured data must agree with: its heading, its versions' prices, its trail. */
export const WhatThePageShows = {
  heading: (): Question<string> =>
    question("the page's main heading", async (actor) =>
      BrowseTheWeb.as(actor).element({ role: "heading", level: 1 }).text(),
    ),

  /** The prices the page shows for the model's versions, in whole reais. */
  versionPrices: (): Question<number[]> =>
    question("the versions' prices", async (actor) => {
      const texts = await BrowseTheWeb.as(actor)
        .element({ role: "region", name: "Versões e preços", exact: false })
        .find({ role: "article" })
        .runOnAll((articles) => articles.map((article) => (article as HTMLElement).innerText));
      return texts.flatMap((text) => {
        const price = /R\$\s*([\d.]+)/.exec(text)?.[1];
        return price === undefined ? [] : [Number(price.replace(/\./g, ""))];
      });
    }),

  /** The trail above the heading ("Você está em"), entry by entry. */
  trail: (): Question<string[]> =>
    question("the page's trail", (actor) =>
      BrowseTheWeb.as(actor)
        .element({ role: "navigation", name: "Você está em" })
        .find({ role: "listitem" })
        .runOnAll((items) => items.map((item) => (item.textContent ?? "").replace(/\s+/g, " ").trim())),
    ),
};
