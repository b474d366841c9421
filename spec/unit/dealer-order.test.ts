import { describe, expect, test } from "vitest";
import { inCityOf, orderDealers, type PlacedDealer } from "../../site/src/dealers/dealer-order";

/**
 * The dealers' order at its edges (decision DEALER-2), on dealers written out
 * here: a city whose name other states also have, and dealers that differ only
 * by id.
 */

// Bom Jesus is a city of Piauí (IBGE 2201903) and of Rio Grande do Sul (IBGE 4302501).
const inPiaui: PlacedDealer = {
  id: "bj-pi",
  name: "Bom Jesus Motors",
  state: "PI",
  city: { ibgeCode: 2201903, name: "Bom Jesus" },
};

describe("inCityOf @clause:DEALER-2", () => {
  test("a city of the same name in another state is not the visitor's city, by name or by code", () => {
    expect(inCityOf(inPiaui, { state: "RS", cityName: "Bom Jesus" })).toBe(false);
    expect(inCityOf(inPiaui, { state: "RS", cityId: 2201903 })).toBe(false);
    expect(inCityOf(inPiaui, { state: "PI", cityName: "bom jesus" })).toBe(true);
    expect(inCityOf(inPiaui, { state: "PI", cityId: 2201903 })).toBe(true);
    expect(inCityOf(inPiaui, { state: "PI", cityId: 4302501, cityName: "Bom Jesus" })).toBe(false);
  });
});

describe("orderDealers @clause:DEALER-2", () => {
  test("dealers alike in state, city and name are listed by id", () => {
    const twin = (id: string): PlacedDealer => ({ ...inPiaui, id });
    expect(orderDealers([twin("c"), twin("a"), twin("b")]).map((dealer) => dealer.id)).toEqual(["a", "b", "c"]);
    expect(orderDealers([twin("a"), twin("c"), twin("b")]).map((dealer) => dealer.id)).toEqual(["a", "b", "c"]);
  });
});
