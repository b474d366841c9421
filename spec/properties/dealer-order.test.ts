import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { STATES } from "../../contracts/brazil-states";
import {
  citiesInOrder,
  filterDealers,
  groupByStateAndCity,
  type NearPlace,
  nearFirst,
  nearnessOf,
  orderDealers,
  type PlacedDealer,
  statesInOrder,
} from "../../site/src/dealers/dealer-order";
import { dealerNetwork, nearPlace } from "../arbitraries/dealers";
import { asTyped } from "../oracles/names";

/**
 * How near a dealer is to the visitor, as decision DEALER-2 says: 0 in their city (by IBGE
 * code when known, else by its name as typed), 1 elsewhere in their state, 2 in another state.
 */
function nearness(dealer: PlacedDealer, place: NearPlace | undefined): number {
  if (!place || place.state !== dealer.state) return 2;
  const inCity =
    place.cityId !== undefined
      ? place.cityId === dealer.city.ibgeCode
      : place.cityName !== undefined &&
        asTyped(place.cityName) !== "" &&
        asTyped(place.cityName) === asTyped(dealer.city.name);
  return inCity ? 0 : 1;
}

const collator = new Intl.Collator("pt-BR");
// A network and the same dealers in another order.
const networkAndShuffle = () =>
  dealerNetwork().chain((dealers) =>
    fc.tuple(fc.constant(dealers), fc.shuffledSubarray(dealers, { minLength: dealers.length })),
  );

const ids = (dealers: readonly PlacedDealer[]) => dealers.map((dealer) => dealer.id);

describe("orderDealers @clause:DEALER-2", () => {
  test.prop([dealerNetwork(), nearPlace()])("lists every dealer exactly once", (dealers, place) => {
    expect(ids(orderDealers(dealers, place)).sort()).toEqual(ids(dealers).sort());
  });

  test.prop([dealerNetwork(), nearPlace()])(
    "puts the visitor's city first, then the rest of their state, then the other states",
    (dealers, place) => {
      const order = orderDealers(dealers, place).map((dealer) => nearness(dealer, place));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    },
  );

  test.prop([dealerNetwork(), nearPlace()])(
    "orders each part by state name, city name and dealer name, in pt-BR",
    (dealers, place) => {
      const ordered = orderDealers(dealers, place);
      for (let index = 1; index < ordered.length; index += 1) {
        const [a, b] = [ordered[index - 1] as PlacedDealer, ordered[index] as PlacedDealer];
        if (nearness(a, place) !== nearness(b, place)) continue;
        const byState = collator.compare(STATES[a.state], STATES[b.state]);
        expect(byState).toBeLessThanOrEqual(0);
        if (byState === 0 && a.city.ibgeCode !== b.city.ibgeCode) {
          expect(collator.compare(a.city.name, b.city.name)).toBeLessThanOrEqual(0);
        }
        if (a.city.ibgeCode === b.city.ibgeCode) expect(collator.compare(a.name, b.name)).toBeLessThanOrEqual(0);
      }
    },
  );

  test.prop([networkAndShuffle(), nearPlace()])(
    "does not depend on the order the dealers come in, and leaves the given list alone",
    ([dealers, shuffled], place) => {
      const before = ids(shuffled);
      expect(ids(orderDealers(shuffled, place))).toEqual(ids(orderDealers(dealers, place)));
      expect(ids(shuffled)).toEqual(before);
    },
  );

  test.prop([dealerNetwork(), nearPlace()])("ordering an ordered list changes nothing", (dealers, place) => {
    const once = orderDealers(dealers, place);
    expect(ids(orderDealers(once, place))).toEqual(ids(once));
  });

  test.prop([dealerNetwork()])("without a place, reads alphabetically by state from the first dealer", (dealers) => {
    const first = orderDealers(dealers)[0];
    for (const dealer of dealers) {
      if (first) expect(collator.compare(STATES[first.state], STATES[dealer.state])).toBeLessThanOrEqual(0);
    }
  });
});

describe("nearnessOf @clause:DEALER-2", () => {
  test.prop([dealerNetwork(), nearPlace()])(
    "is 0 in the visitor's city, 1 elsewhere in their state, 2 in another state",
    (dealers, place) => {
      for (const dealer of dealers) expect(nearnessOf(dealer, place)).toBe(nearness(dealer, place));
    },
  );
});

describe("groupByStateAndCity @clause:DEALER-2", () => {
  test.prop([dealerNetwork(), nearPlace()])(
    "shows each state once and each city once, keeping the order",
    (dealers, place) => {
      const ordered = orderDealers(dealers, place);
      const groups = groupByStateAndCity(ordered);
      const states = groups.map((group) => group.state);
      const cities = groups.flatMap((group) => group.cities.map((city) => city.city.ibgeCode));
      expect(new Set(states).size).toBe(states.length);
      expect(new Set(cities).size).toBe(cities.length);
      expect(groups.flatMap((group) => group.cities.flatMap((city) => ids(city.dealers)))).toEqual(ids(ordered));
      for (const group of groups) {
        for (const city of group.cities) for (const dealer of city.dealers) expect(dealer.state).toBe(group.state);
      }
    },
  );

  test.prop([dealerNetwork(), nearPlace()])("starts with the visitor's city when it has dealers", (dealers, place) => {
    const groups = groupByStateAndCity(orderDealers(dealers, place));
    const inCity = dealers.filter((dealer) => nearness(dealer, place) === 0);
    if (inCity.length > 0) expect(ids(groups[0]?.cities[0]?.dealers ?? []).sort()).toEqual(ids(inCity).sort());
  });
});

describe("filterDealers @clause:DEALER-3", () => {
  test.prop([dealerNetwork(), nearPlace()])(
    "keeps exactly the dealers of the state and city asked",
    (dealers, place) => {
      const kept = filterDealers(dealers, { state: place?.state, cityId: place?.cityId });
      for (const dealer of dealers) {
        const wanted =
          (!place?.state || dealer.state === place.state) &&
          (place?.cityId === undefined || dealer.city.ibgeCode === place.cityId);
        expect(kept.includes(dealer)).toBe(wanted);
      }
    },
  );
});

describe("nearFirst, statesInOrder and citiesInOrder @clause:DEALER-2", () => {
  test.prop([networkAndShuffle(), nearPlace()])(
    "from the order for no place, give the order for the place",
    ([dealers, shuffled], place) => {
      expect(ids(nearFirst(orderDealers(shuffled), place))).toEqual(ids(orderDealers(dealers, place)));
    },
  );

  test.prop([dealerNetwork()])("list each state and each city of a state once, by name, in pt-BR", (dealers) => {
    const inOrder = orderDealers(dealers);
    const states = [...new Set(dealers.map((dealer) => dealer.state))];
    expect(statesInOrder(inOrder)).toEqual(states.sort((a, b) => collator.compare(STATES[a], STATES[b])));
    for (const state of states) {
      const cities = new Map(dealers.filter((dealer) => dealer.state === state).map((d) => [d.city.ibgeCode, d.city]));
      const byName = [...cities.values()].sort((a, b) => collator.compare(a.name, b.name) || a.ibgeCode - b.ibgeCode);
      expect(citiesInOrder(inOrder, state)).toEqual(byName);
    }
  });
});
