import { STORAGE_KEYS } from "../storage-keys";
import { TakeNotes, UseTheBrowserStorage } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** The visitor id (`mit_gtm_uid`, source spec §4), as the browser keeps it and the page reports it. */

const SEEN = "the visitor ids seen";

/** The id the browser keeps for the visitor (under the key the source names, or another one). */
export const TheKeptVisitorId = (key: string = STORAGE_KEYS.visitorId): Question<string | undefined> =>
  question(`the visitor id kept under ${key}`, async (actor) => {
    return (await actor.abilityTo(UseTheBrowserStorage).entries("localStorage"))[key];
  });

/** Notes an id the scenario has seen, to compare it with those seen later. */
export const NoteTheVisitorId = (id: string): Task =>
  task(`note the visitor id ${id}`, async (actor) => {
    const notes = actor.abilityTo(TakeNotes);
    notes.write(SEEN, [...(notes.read<string[]>(SEEN) ?? []), id]);
  });

/** The ids the scenario has seen, in order. */
export const TheVisitorIdsSeen = (): Question<string[]> =>
  question("the visitor ids seen", async (actor) => actor.abilityTo(TakeNotes).read<string[]>(SEEN) ?? []);

/**
 * The last entry of an event in the data layer of the page as it is now, not from every push of the
 * scenario: after a reload, the first load's push must not stand in for the second's.
 */
export const ThePagesLastPush = (event: string): Question<unknown> =>
  question(`the page's last ${event}`, (actor) =>
    BrowseTheWeb.as(actor).run((name) => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
      return layer.filter((entry) => (entry as { event?: unknown } | null)?.event === name).at(-1);
    }, event),
  );

/** Clears the site's local and session storage, as a visitor clearing site data would. */
export const ClearTheSiteData = (): Task =>
  task("clear the site's data", (actor) => actor.abilityTo(UseTheBrowserStorage).clear());
