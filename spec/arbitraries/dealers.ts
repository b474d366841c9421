import { fc } from "@fast-check/vitest";
import type { StateCode } from "../../contracts/brazil-states";
import type { NearPlace, PlacedDealer } from "../../site/src/dealers/dealer-order";

// A few real municipalities, several per state, with names that sort
// differently with and without accents (São, Santo, Niterói): where ties and
// pt-BR collation matter.
const CITIES: ReadonlyArray<{ ibgeCode: number; name: string; state: StateCode }> = [
  { ibgeCode: 3550308, name: "São Paulo", state: "SP" },
  { ibgeCode: 3509502, name: "Campinas", state: "SP" },
  { ibgeCode: 3547809, name: "Santo André", state: "SP" },
  { ibgeCode: 3304557, name: "Rio de Janeiro", state: "RJ" },
  { ibgeCode: 3303302, name: "Niterói", state: "RJ" },
  { ibgeCode: 3106200, name: "Belo Horizonte", state: "MG" },
  { ibgeCode: 5208707, name: "Goiânia", state: "GO" },
  { ibgeCode: 5300108, name: "Brasília", state: "DF" },
];

// Dealer names from a small alphabet, so lists often hold equal names.
const dealerName = () => fc.stringMatching(/^[A-Ca-cÁá ]{1,4}$/);

// A dealer somewhere among those cities; ids are made unique by the list below.
const dealer = () =>
  fc.record({ name: dealerName(), at: fc.constantFrom(...CITIES) }).map(
    ({ name, at }): Omit<PlacedDealer, "id"> => ({
      name,
      state: at.state,
      city: { ibgeCode: at.ibgeCode, name: at.name },
    }),
  );

// A dealer network of up to 25 dealers with unique ids.
export const dealerNetwork = () =>
  fc
    .array(dealer(), { maxLength: 25 })
    .map((dealers): PlacedDealer[] => dealers.map((entry, index) => ({ ...entry, id: `d${index}` })));

// Where a visitor may be: nowhere known, a state only, a city by its code, or a city by a name typed in any case.
export const nearPlace = (): fc.Arbitrary<NearPlace | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...CITIES).map((city) => ({ state: city.state })),
    fc.constantFrom(...CITIES).map((city) => ({ state: city.state, cityId: city.ibgeCode })),
    fc
      .tuple(fc.constantFrom(...CITIES), fc.boolean())
      .map(([city, upper]) => ({ state: city.state, cityName: upper ? city.name.toUpperCase() : city.name })),
  );
