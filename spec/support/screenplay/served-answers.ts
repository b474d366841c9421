import { TakeNotes } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb, type ServedAnswer, type ServedOptions } from "./browse-the-web";

/** What the server answers a browser's request, asked for as a plain HTTP client and kept for the steps after. */

const LAST_ANSWER = "the last answer of the server";

export const AskTheServer = {
  for: (path: string, options: ServedOptions = {}): Task =>
    task(`ask the server for ${path}`, async (actor) => {
      actor.abilityTo(TakeNotes).write(LAST_ANSWER, await BrowseTheWeb.as(actor).served(path, options));
    }),

  /** Asks for the first script a page loads, as the page's markup names it, without following a redirect. */
  forTheFirstScriptOf: (path: string): Task =>
    task(`ask the server for the first script of ${path}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const served = await web.served(path);
      const script = /<script\b[^>]*\ssrc="([^"]+)"/i.exec(served.text)?.[1];
      if (!script) throw new Error(`${path} loads no script.`);
      const answer = await web.served(new URL(script, served.address).href, { maxRedirects: 0 });
      actor.abilityTo(TakeNotes).write(LAST_ANSWER, answer);
    }),
};

export const TheLastAnswer = (): Question<ServedAnswer> =>
  question("the server's last answer", async (actor) => {
    const answer = actor.abilityTo(TakeNotes).read<ServedAnswer>(LAST_ANSWER);
    if (!answer) throw new Error("No address was requested yet in this scenario.");
    return answer;
  });
