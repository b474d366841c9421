import type { Location } from "../../../contracts/location";
import type { Municipality } from "../../../contracts/municipality";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";

/**
 * The visitor's city and the city-selection modal (source spec §4 "Location").
 *
 * - On load the city is read from local storage (`location`); what is not a
 *   location there counts as none and is removed.
 * - The page load's timer runs LOCATION_MODAL_DELAY_MS after load. Only once it
 *   has run is the modal allowed to show (§4: "the modal is also allowed once
 *   that timer has run"; decision CHROME-2); then, with no city stored, it opens
 *   by itself.
 * - The visitor may ask for it by clicking the city. Asked before the timer has
 *   run, the wish is kept (the location's `isOpened`, §3) and the modal shows
 *   when the timer runs out; after that, at once. Any asking, closing or
 *   choosing cancels the automatic opening of that page load.
 * - Choosing a city stores it and shows it at once; closing without choosing
 *   stores nothing, so the next page load asks again.
 *
 * Plain state outside React, so it survives client-side navigations and is
 * testable in Node; the header and the modal read it through use-city-selection.
 *
 * The stored value is parsed with its contract (zod), whose code is fetched
 * only when something is stored: a first visit loads no parser at all. Until
 * the parse answers, the automatic opening waits; when it answers "no city",
 * the opening keeps its time, counted from load (at once if that time is past).
 */

/** The location-selection modal opens this long after load when no city is stored (§4, §9). */
export const LOCATION_MODAL_DELAY_MS = 5_000;

export interface CitySelectionState {
  /** The chosen city; null until one is chosen or read from storage. */
  location: Location | null;
  /**
   * Whether the modal is wanted open (the location's `isOpened`, §3): it shows
   * once it is also allowed (modalAllowed), and the Layout hides it on form-vip paths.
   */
  modalOpen: boolean;
}

export interface CitySelectionEnvironment {
  /** A getter, because merely reading `window.localStorage` throws when storage is blocked. */
  storage: () => Storage;
  /** Reads what storage holds under `location` with the location contract: the location, or null. */
  parse: (stored: string) => Promise<Location | null>;
  /** Runs `run` once, `ms` milliseconds from now on the page's clock. */
  setTimer: (run: () => void, ms: number) => void;
  warn: (message: string, error?: unknown) => void;
}

export interface CitySelection {
  getState(): CitySelectionState;
  subscribe(listener: () => void): () => void;
  /** Once per page load: starts the timer that allows the modal, and reads the stored city (without one, the modal opens then). */
  start(): Promise<void>;
  /** Whether the page load's timer has run, so the modal may show (§4). */
  modalAllowed(): boolean;
  /** The stored value changed (another tab): read it again. */
  reread(): Promise<void>;
  /** The visitor asked for the modal (the city in the header). */
  open(): void;
  close(): void;
  choose(municipality: Municipality): void;
}

/**
 * The state before anything is known: what the server renders, and the store's
 * first state. One object, so that React, comparing the two after hydration
 * (useSyncExternalStore), sees no change and re-renders nothing.
 */
export const NO_CITY_YET: CitySelectionState = Object.freeze({ location: null, modalOpen: false });

export function createCitySelection(environment: CitySelectionEnvironment): CitySelection {
  let state: CitySelectionState = NO_CITY_YET;
  let started = false;
  /** Whether the page load's timer has run: from then on the modal may show. */
  let allowed = false;
  /** Whether what storage holds under `location` is known (read, or found to be nothing). */
  let storedKnown = false;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const update = (next: Partial<CitySelectionState>) => {
    state = { ...state, ...next };
    notify();
  };

  /** Whether the visitor has opened, closed or chosen since load: the automatic opening is then off. */
  let visitorActed = false;

  /**
   * What storage holds under `location` when it is not a location: dropped, so only a real choice stands there.
   * Only that text: a city the visitor chose while it was being read has taken its place, and stays.
   */
  const forgetUnreadable = (unreadable: string) => {
    try {
      const storage = environment.storage();
      if (storage.getItem(STORAGE_KEYS.location) === unreadable) storage.removeItem(STORAGE_KEYS.location);
    } catch {
      // Storage blocked: nothing to forget.
    }
  };

  const storedText = (): string | null => {
    try {
      const text = environment.storage().getItem(STORAGE_KEYS.location);
      if (text !== "") return text;
      forgetUnreadable(text);
      return null;
    } catch {
      // Storage blocked: no city is known, which is what the visitor sees anyway.
      return null;
    }
  };

  const readStored = async (): Promise<Location | null> => {
    const stored = storedText();
    if (!stored) return null;
    let location: Location | null;
    try {
      location = await environment.parse(stored);
    } catch (error) {
      environment.warn("[location] Could not read the stored city.", error);
      return null;
    }
    if (!location) forgetUnreadable(stored);
    return location;
  };

  const cancelAutomaticOpening = () => {
    visitorActed = true;
  };

  /** Without a city, the modal opens by itself once it is allowed, unless the visitor has acted meanwhile. */
  const opensByItself = () => allowed && storedKnown && !visitorActed && !state.location;

  const timerRuns = () => {
    allowed = true;
    if (opensByItself()) update({ modalOpen: true });
    else notify();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (started) return;
      started = true;
      environment.setTimer(timerRuns, LOCATION_MODAL_DELAY_MS);
      if (storedText()) {
        const location = await readStored();
        // A choice made meanwhile wins over what was stored.
        if (location && !state.location) update({ location });
      }
      storedKnown = true;
      if (opensByItself()) update({ modalOpen: true });
    },
    modalAllowed: () => allowed,
    async reread() {
      const location = await readStored();
      if (location) cancelAutomaticOpening();
      update({ location });
    },
    open() {
      cancelAutomaticOpening();
      update({ modalOpen: true });
    },
    close() {
      cancelAutomaticOpening();
      update({ modalOpen: false });
    },
    choose(municipality) {
      cancelAutomaticOpening();
      const location: Location = { isOpened: false, id: municipality.id, cityName: municipality.name };
      try {
        environment.storage().setItem(STORAGE_KEYS.location, JSON.stringify(location));
      } catch (error) {
        // The choice still holds for this visit; only remembering it failed.
        environment.warn("[location] Could not keep the chosen city in local storage.", error);
      }
      update({ location, modalOpen: false });
    },
  };
}
