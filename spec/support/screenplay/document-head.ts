import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** What the document head tells browsers, search engines and assistive technology. */
export const TheDocumentHead = {
  title: (): Question<string> =>
    question("the page's title", (actor) => BrowseTheWeb.as(actor).run(() => document.title)),

  /** The content of a meta element of the head, by its name or property ("description", "og:title"). */
  meta: (name: string): Question<string | null> =>
    question(`the head's ${name}`, (actor) =>
      BrowseTheWeb.as(actor)
        .element({ css: `head meta[name="${name}"], head meta[property="${name}"]` })
        .first()
        .attribute("content"),
    ),

  language: (): Question<string | null> =>
    question("the page's language", (actor) => BrowseTheWeb.as(actor).element({ css: "html" }).attribute("lang")),
};
