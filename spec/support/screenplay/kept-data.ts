import { UseTheBrowserStorage } from "./abilities";
import { type Task, task } from "./actor";

/** What the browser keeps for the site, set up before the visit as an earlier visit would have left it. */
export const KeepInTheBrowser = {
  /** An entry of local storage, kept as given (tampered with, or from an older site, as a feature says). */
  entry: (key: string, value: string): Task =>
    task(`keep ${value} under ${key}`, (actor) =>
      actor.abilityTo(UseTheBrowserStorage).put({ localStorage: { [key]: value } }),
    ),
};
