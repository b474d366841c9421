import { lowestTextContrast } from "../contrast";
import { expect } from "../expect";
import { STORAGE_KEYS } from "../storage-keys";
import { UseTheBrowserStorage } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import { TheClock } from "./clock";
import type { PageElement } from "./page-element";
import { cityButton, siteHeader } from "./site-header/elements";

/**
 * The visitor's city (source spec §3 "Location", §4): the city in the header,
 * the city-selection dialog, and what the browser keeps under `location`.
 */

/** Source spec §3: a new visitor is asked for their city this long after their first page opens. */
const OPENS_BY_ITSELF_AFTER_MS = 5_000;

function dialog(web: BrowseTheWeb): PageElement {
  return web.element({ role: "dialog", name: "Escolha sua cidade" });
}

function cityField(web: BrowseTheWeb): PageElement {
  return dialog(web).find({ role: "combobox", name: "Cidade" });
}

/** The same whitespace as a visitor reads it: runs of it as one space. */
const asRead = (text: string) => text.replace(/\s+/g, " ").trim();

export const CitySelection = {
  /** A city kept from an earlier visit, as the site keeps it (§3 `location`). */
  keptFromAnEarlierVisit: (cityName: string, id: number): Task =>
    task(`keep ${cityName} from an earlier visit`, (actor) =>
      actor.abilityTo(UseTheBrowserStorage).put({
        localStorage: { [STORAGE_KEYS.location]: JSON.stringify({ isOpened: false, id, cityName }) },
      }),
    ),

  /**
   * The state in which the city selection has opened by itself, for scenarios whose subject is something
   * else: the delay of §3 passes on the page's virtual clock, and the dialog is then open. Where the delay
   * is the subject, the features say how many seconds pass.
   */
  openedByItself: (): Task =>
    task("let the city selection open by itself", async (actor) => {
      await actor.attemptsTo(CitySelection.waitOut());
      // Its code and the cities load on demand: the dialog shows once they have arrived.
      await expect
        .poll(() => dialog(BrowseTheWeb.as(actor)).isVisible(), { message: "the city selection opened by itself" })
        .toBe(true);
    }),

  /** The wait of §3 passes on the page's virtual clock: the site may show the city selection from now on. */
  waitOut: (): Task =>
    task("wait out the delay before the city selection", (actor) =>
      actor.attemptsTo(TheClock.pass(OPENS_BY_ITSELF_AFTER_MS)),
    ),

  openFromTheHeader: (): Task =>
    task("click the city in the header", (actor) => cityButton(BrowseTheWeb.as(actor)).click()),

  lookFor: (query: string): Task =>
    task(`look for the city ${query}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await cityField(web).fill(query);
      // A visitor reads what the list shows before the next key: the cities load on demand, and a key
      // pressed while they are still on their way finds no list (seen once in five runs after a cold start).
      await web.settle();
    }),

  choose: (option: string): Task =>
    task(`choose ${option} in the list of cities`, (actor) =>
      dialog(BrowseTheWeb.as(actor)).find({ role: "option", name: option }).click(),
    ),

  pressInTheField: (key: string): Task =>
    task(`press ${key} in the city field`, (actor) => cityField(BrowseTheWeb.as(actor)).press(key)),

  close: (): Task =>
    task("close the city selection", (actor) =>
      dialog(BrowseTheWeb.as(actor)).find({ role: "button", name: "Fechar" }).click(),
    ),
};

export const TheCitySelection = {
  isOpen: (): Question<boolean> =>
    question("whether the city selection is open", (actor) => dialog(BrowseTheWeb.as(actor)).isVisible()),

  /**
   * Whether the page has the city selection at all, once it has done all it was doing: the dialog's code
   * and the cities load on demand, so an opening the page has started shows only once they have arrived.
   */
  isInThePageOnceSettled: (): Question<boolean> =>
    question("whether the page has the city selection once settled", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      return (await dialog(web).count()) > 0;
    }),

  fieldHasTheFocus: (): Question<boolean> =>
    question("whether the city field has the focus", (actor) => cityField(BrowseTheWeb.as(actor)).isFocused()),

  holdsTheFocus: (): Question<boolean> =>
    question("whether the focus is inside the city selection", (actor) =>
      dialog(BrowseTheWeb.as(actor)).run((element) => element.contains(document.activeElement)),
    ),

  /** The cities the list offers, in order, by the names they are read by. */
  cities: (): Question<Array<string | null>> =>
    question("the cities listed", (actor) =>
      dialog(BrowseTheWeb.as(actor))
        .find({ role: "option" })
        .runOnAll((options) => options.map((option) => option.getAttribute("aria-label"))),
    ),

  numberOfCities: (): Question<number> =>
    question("how many cities are listed", (actor) => dialog(BrowseTheWeb.as(actor)).find({ role: "option" }).count()),

  /** What the dialog's status line says. */
  says: (): Question<string> =>
    question("what the city selection says", async (actor) =>
      asRead(await dialog(BrowseTheWeb.as(actor)).find({ role: "status" }).text()),
    ),
};

export const TheHeadersCity = {
  hasTheFocus: (): Question<boolean> =>
    question("whether the city button has the focus", (actor) => cityButton(BrowseTheWeb.as(actor)).isFocused()),

  /**
   * Whether the header's city button is shown saying this, once the page has settled: the kept city is read
   * by code the page loads on demand, and until it has run the header says "Escolha sua cidade" whatever is
   * kept, so that text proves nothing before.
   */
  isShownSaying: (text: string): Question<boolean> =>
    question(`whether the header says ${text}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      return siteHeader(web).find({ role: "button", name: text }).isVisible();
    }),

  /** The lowest contrast of the city button's texts with the top bar (WCAG's ratio). */
  contrast: (): Question<number> =>
    question("the contrast of the city in the header", (actor) =>
      lowestTextContrast(cityButton(BrowseTheWeb.as(actor))),
    ),
};

/** The city the browser keeps under `location` (§3), as its text; undefined when it keeps none. */
export const TheKeptCity = (): Question<string | undefined> =>
  question("the city the browser keeps", async (actor) => {
    const entries = await actor.abilityTo(UseTheBrowserStorage).entries("localStorage");
    return entries[STORAGE_KEYS.location];
  });
