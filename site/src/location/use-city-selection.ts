import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";
import { type CitySelection, type CitySelectionState, createCitySelection, NO_CITY_YET } from "./city-selection";

/** The page's one city selection, made on first use in the browser. */
let citySelection: CitySelection | undefined;

export function browserCitySelection(): CitySelection {
  if (!citySelection) {
    const selection = createCitySelection({
      storage: () => window.localStorage,
      // The contract's parser (zod) loads only when something is stored.
      parse: (stored) => import("../../../contracts/location").then((module) => module.parseStoredLocation(stored)),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      warn: (message, error) => console.warn(message, error),
    });
    window.addEventListener("storage", (event) => {
      if (event.key === STORAGE_KEYS.location || event.key === null) void selection.reread();
    });
    citySelection = selection;
  }
  return citySelection;
}

const noSubscription = () => () => undefined;

/** The city selection's state; on the server and during hydration, none. */
export function useCitySelection(): CitySelectionState {
  return useSyncExternalStore(
    typeof window === "undefined" ? noSubscription : (listener) => browserCitySelection().subscribe(listener),
    () => browserCitySelection().getState(),
    () => NO_CITY_YET,
  );
}

/** Whether the page load's timer has run, so the modal may show (§4); on the server and during hydration, not yet. */
export function useCityModalAllowed(): boolean {
  return useSyncExternalStore(
    typeof window === "undefined" ? noSubscription : (listener) => browserCitySelection().subscribe(listener),
    () => browserCitySelection().modalAllowed(),
    () => false,
  );
}
