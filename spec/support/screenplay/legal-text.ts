import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** The legal text at the foot of a model page, as read. */
export const TheLegalText = (): Question<string> =>
  question("the legal text", async (actor) =>
    (await BrowseTheWeb.as(actor).element({ role: "region", name: "Informações legais" }).text()).replace(/\s+/g, " "),
  );
