import { STATES, type StateCode } from "../../../contracts/brazil-states";
import { foldName } from "../search/find-by-name";

/**
 * The order dealers are listed in, for the dealer finder and the forms' dealer
 * lists alike: the visitor's city first, then the rest of their state, then
 * every other state; within each, by state name, city name and dealer name
 * (pt-BR alphabetical order), so the list reads by state and city.
 */

/** What the order needs of a dealer. */
export interface PlacedDealer {
  id: string;
  name: string;
  state: StateCode;
  city: { ibgeCode: number; name: string };
}

/** Where the visitor is, as far as the site knows. */
export interface NearPlace {
  state?: string | undefined;
  /** The IBGE code of their city, when known. */
  cityId?: number | undefined;
  /** Their city's name, when only the name is known (typed in a form). */
  cityName?: string | undefined;
}

/** How near a dealer is: 0 in the visitor's city, 1 elsewhere in their state, 2 in another state. */
export type Nearness = 0 | 1 | 2;

/** Whether a dealer is in the place's city: by IBGE code when known, else by name (accents and case aside). */
export function inCityOf(dealer: PlacedDealer, place: NearPlace): boolean {
  if (place.state !== dealer.state) return false;
  if (place.cityId !== undefined) return dealer.city.ibgeCode === place.cityId;
  return (
    place.cityName !== undefined &&
    foldName(place.cityName) !== "" &&
    foldName(place.cityName) === foldName(dealer.city.name)
  );
}

export function nearnessOf(dealer: PlacedDealer, place: NearPlace | undefined): Nearness {
  if (!place || place.state !== dealer.state) return 2;
  return inCityOf(dealer, place) ? 0 : 1;
}

/**
 * One collator, made on first use: a page's first one loads ICU's collation
 * data, 8–10 ms of main thread here, and the dealer finder's page needs none
 * (nearFirst below).
 */
let collator: Intl.Collator | undefined;

/** Names in pt-BR alphabetical order (a comparator). */
export function byName(a: string, b: string): number {
  collator ??= new Intl.Collator("pt-BR");
  return collator.compare(a, b);
}

function alphabetical(a: PlacedDealer, b: PlacedDealer): number {
  return (
    byName(STATES[a.state], STATES[b.state]) ||
    byName(a.city.name, b.city.name) ||
    a.city.ibgeCode - b.city.ibgeCode ||
    byName(a.name, b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The dealers in the finder's order for the place (a new array; the given one is untouched). */
export function orderDealers<T extends PlacedDealer>(dealers: readonly T[], place?: NearPlace): T[] {
  return [...dealers].sort((a, b) => nearnessOf(a, place) - nearnessOf(b, place) || alphabetical(a, b));
}

/**
 * The finder's order for the place, from dealers already in the order for no
 * place (orderDealers without one, as the build hands them): the two orders
 * differ only by nearness, and a sort keeps the order of what it finds equal.
 * So a page sorts without comparing a name, and loads no collator.
 */
export function nearFirst<T extends PlacedDealer>(inOrder: readonly T[], place?: NearPlace): T[] {
  return [...inOrder].sort((a, b) => nearnessOf(a, place) - nearnessOf(b, place));
}

/** The states of dealers in the order for no place, each once, by name. */
export function statesInOrder(inOrder: readonly PlacedDealer[]): StateCode[] {
  return [...new Set(inOrder.map((dealer) => dealer.state))];
}

/** The cities of a state, from dealers in the order for no place, each once, by name. */
export function citiesInOrder(inOrder: readonly PlacedDealer[], state: string): PlacedDealer["city"][] {
  const cities = new Map(filterDealers(inOrder, { state }).map((dealer) => [dealer.city.ibgeCode, dealer.city]));
  return [...cities.values()];
}

export interface CityGroup<T> {
  city: PlacedDealer["city"];
  dealers: T[];
}

export interface StateGroup<T> {
  state: StateCode;
  cities: CityGroup<T>[];
}

/** Ordered dealers grouped by state, then city, keeping their order (each state and city once when ordered). */
export function groupByStateAndCity<T extends PlacedDealer>(ordered: readonly T[]): StateGroup<T>[] {
  const groups: StateGroup<T>[] = [];
  for (const dealer of ordered) {
    let stateGroup = groups.at(-1);
    if (stateGroup?.state !== dealer.state) {
      stateGroup = { state: dealer.state, cities: [] };
      groups.push(stateGroup);
    }
    let cityGroup = stateGroup.cities.at(-1);
    if (cityGroup?.city.ibgeCode !== dealer.city.ibgeCode) {
      cityGroup = { city: dealer.city, dealers: [] };
      stateGroup.cities.push(cityGroup);
    }
    cityGroup.dealers.push(dealer);
  }
  return groups;
}

/** The dealers of a state (and of a city in it, when given); every dealer without a state. */
export function filterDealers<T extends PlacedDealer>(
  dealers: readonly T[],
  filter: { state?: string | undefined; cityId?: number | undefined },
): T[] {
  return dealers.filter(
    (dealer) =>
      (!filter.state || dealer.state === filter.state) &&
      (filter.cityId === undefined || dealer.city.ibgeCode === filter.cityId),
  );
}
