import { ControlTheClock, TakeNotes } from "./abilities";
import { type Actor, type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/**
 * Visitors who arrive with hostile addresses: scripts hidden in tracking parameters, as a phishing link or
 * a broken campaign tool would send them. Every payload, if it ever ran, would set `window.__xss`.
 */

/** What each landing with hostile values left: where links lead, whether a payload ran, dialogs, foreign markup. */
export interface HostileRun {
  cleanTargets: string[];
  landings: Array<{ address: string; targets: string[]; ran: boolean; dialogs: number; foreign: string[] }>;
}

const RUN = "the landings with hostile values";

/** Where each link of the page leads, reduced to what must not change: scheme, origin and path. */
function linkTargets(web: BrowseTheWeb): Promise<string[]> {
  return web.element({ css: "a[href]" }).runOnAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href);
      return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}` : url.protocol;
    }),
  );
}

/**
 * What of the payloads made it into the page as markup, run or not: an element with an event handler
 * attribute (the site's own code sets none: React attaches its handlers in script), a script whose text or
 * address holds the payloads' marker, or an address attribute that would run it (javascript: or data:).
 * Text that merely shows a value is no element of theirs.
 */
function foreignMarkup(web: BrowseTheWeb): Promise<string[]> {
  return web.run(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.toLowerCase().startsWith("on")) found.push(`<${element.localName} ${name}>`);
        if (/^\s*(?:javascript|data):/i.test(value) && value.includes("__xss")) {
          found.push(`<${element.localName} ${name}="${value.slice(0, 40)}">`);
        }
      }
      if (element.localName === "script" && /__xss/.test(`${element.textContent} ${element.getAttribute("src")}`)) {
        found.push(`<script>${(element.textContent ?? "").slice(0, 40)}`);
      }
    }
    return found;
  });
}

async function land(actor: Actor, path: string, parameters: readonly string[], values: readonly string[]) {
  const web = BrowseTheWeb.as(actor);
  const dialogs = await web.dismissDialogs();
  await web.open(path);
  const run: HostileRun = { cleanTargets: await linkTargets(web), landings: [] };
  for (const value of values) {
    const address = `${path}?${new URLSearchParams(parameters.map((name) => [name, value])).toString()}`;
    const before = dialogs.count;
    await web.open(address);
    // Give anything the payload scheduled a chance to run.
    await actor.abilityTo(ControlTheClock).pass(1000);
    const ran = await web.run(() => "__xss" in window);
    run.landings.push({
      address,
      targets: await linkTargets(web),
      ran,
      dialogs: dialogs.count - before,
      foreign: await foreignMarkup(web),
    });
  }
  actor.abilityTo(TakeNotes).write(RUN, run);
}

/** Lands on the page once clean, then once with each value in every one of these parameters. */
export const LandWithHostileValues = (path: string, parameters: readonly string[], values: readonly string[]): Task =>
  task(`land on ${path} with hostile values`, (actor) => land(actor, path, parameters, values));

export const TheHostileLandings = (): Question<HostileRun> =>
  question("the landings with hostile values", async (actor) => {
    const run = actor.abilityTo(TakeNotes).read<HostileRun>(RUN);
    if (!run) throw new Error("No hostile landing in this scenario.");
    return run;
  });
