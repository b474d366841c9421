import { RequestLog } from "../../world/request-log";
import { ControlTheClock } from "../abilities";
import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";

/** What the pages of the scenario loaded, and what the server sends before any script runs. */

/** zod's code, recognised by the property it keeps on every schema (`_zod`). */
const SCHEMA_LIBRARY_MARK = "_zod";

export const TheLoadedCode = {
  /** The site's own scripts the pages loaded that carry the schema library (the tags' stand-ins carry none). */
  withTheSchemaLibrary: (): Question<string[]> =>
    question("the scripts with the schema library", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.run(() => 0);
      const origin = web.addressOf("/").origin;
      const scripts = [
        ...new Set(
          actor
            .abilityTo(RequestLog)
            .urls.filter((url) => new URL(url).origin === origin && new URL(url).pathname.endsWith(".js")),
        ),
      ];
      const found: string[] = [];
      for (const script of scripts) {
        if ((await (await fetch(script)).text()).includes(SCHEMA_LIBRARY_MARK)) found.push(new URL(script).pathname);
      }
      return found;
    }),

  /**
   * The same, read after the page has had time to load things unasked: code fetched "when the browser is
   * idle" or on a timer after the load is still not loaded on demand. Two seconds, within the five before
   * the city selection opens; then whatever that started has arrived.
   */
  withTheSchemaLibraryOnceIdle: (): Question<string[]> =>
    question("the scripts with the schema library, once idle", async (actor) => {
      await actor.abilityTo(ControlTheClock).pass(2000);
      await BrowseTheWeb.as(actor).settle();
      return actor.asks(TheLoadedCode.withTheSchemaLibrary());
    }),

  /** The attributes of each send button of this name in a page as the server sends it, before any script has run. */
  sendButtonsAsServed: (path: string, name: string): Question<string[]> =>
    question(`the send buttons ${name} of ${path} as served`, async (actor) => {
      const served = (await BrowseTheWeb.as(actor).served(path)).text;
      return [...served.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
        .filter(
          (match) => /\btype="submit"/.test(match[1] ?? "") && (match[2] ?? "").replace(/<[^>]*>/g, "").trim() === name,
        )
        .map((match) => match[1] ?? "");
    }),
};
