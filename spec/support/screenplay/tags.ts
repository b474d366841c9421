import { escapeRegExp } from "../patterns";
import { type LoadedTags, loadedTags } from "../tag-stand-ins";
import { PageProblems } from "../world/page-problems";
import { RequestLog } from "../world/request-log";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/**
 * The third-party tags (source spec §7), seen loading in the browser. The vendors' addresses are answered by
 * the suite's stand-ins (support/tag-stand-ins.ts), which leave a mark when they run.
 */

export const TheTags = {
  /**
   * The addresses the pages asked for on these hosts. The browser reports the page's requests as events that
   * may arrive after the click that caused them has returned (seen once under load): the page settles first.
   */
  requestsTo: (hosts: readonly string[]): Question<string[]> =>
    question(`the requests to ${hosts.join(", ")}`, async (actor) => {
      await BrowseTheWeb.as(actor).settle();
      return actor.abilityTo(RequestLog).onHosts(hosts);
    }),

  /** What the stand-ins of the tags that ran left in the page. */
  loaded: (): Question<LoadedTags> => question("the tags loaded", (actor) => BrowseTheWeb.as(actor).run(loadedTags)),

  /** The scripts of the page that load from these hosts, or that the browser runs inline and name them. */
  scriptsNaming: (hosts: readonly string[]): Question<{ loaders: number; inline: number }> =>
    question(`the page's scripts naming ${hosts.join(", ")}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const loaders = await web.element({ css: hosts.map((host) => `script[src*="${host}"]`).join(", ") }).count();
      // Inline scripts the browser runs (structured data, which runs nothing, names the brand's social profiles).
      const inline = await web
        .element({
          css: 'script:not([src]):not([type]), script:not([src])[type="text/javascript"], script:not([src])[type="module"]',
        })
        .runOnAll((scripts) => scripts.map((script) => script.textContent ?? ""));
      return { loaders, inline: inline.filter((text) => hosts.some((host) => text.includes(host))).length };
    }),
};

/** The vendors of the tags do not answer: every connection to them is refused, as when a vendor is down. */
export const TheVendorsDoNotAnswer = (hosts: readonly string[]): Task =>
  task("have the tags' vendors not answer", async (actor) => {
    await BrowseTheWeb.as(actor).refuseConnectionsTo(hosts);
    // The failed requests, and the browser's console line about each, name the vendor's address.
    actor.abilityTo(PageProblems).tolerate(new RegExp(`https://(${hosts.map(escapeRegExp).join("|")})/`));
  });
