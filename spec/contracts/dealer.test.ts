import { describe, expect, test } from "vitest";
import { DEALER_SERVICES, type Dealer, dealerSchema } from "../../contracts/dealer";
import { DEALERS } from "../../site/src/catalogue/dealers";
import { ibgeMunicipalities, parseDealers } from "../../site/src/catalogue/parse-dealers";

const first = DEALERS[0] as Dealer;

describe("the dealer network @clause:DEALER-1 @clause:DEALER-9", () => {
  test("is sample data of 25 to 40 dealers in at least 10 states, several in São Paulo and Rio de Janeiro", () => {
    const dealers = parseDealers(DEALERS, { municipality: ibgeMunicipalities() });
    expect(dealers.length).toBeGreaterThanOrEqual(25);
    expect(dealers.length).toBeLessThanOrEqual(40);
    expect(new Set(dealers.map((dealer) => dealer.state)).size).toBeGreaterThanOrEqual(10);
    const inCity = (name: string) => dealers.filter((dealer) => dealer.city.name === name).length;
    expect(inCity("São Paulo")).toBeGreaterThanOrEqual(2);
    expect(inCity("Rio de Janeiro")).toBeGreaterThanOrEqual(2);
    expect(dealers.filter((dealer) => dealer.state === "SP").length).toBeGreaterThanOrEqual(4);
    expect(dealers.filter((dealer) => dealer.state === "RJ").length).toBeGreaterThanOrEqual(3);
  });

  test("names every field the finder shows", () => {
    expect(Object.keys(dealerSchema().shape)).toEqual([
      "id",
      "name",
      "address",
      "city",
      "state",
      "phone",
      "whatsapp",
      "coordinates",
      "services",
    ]);
    expect(DEALER_SERVICES).toEqual(["vendas", "pos-venda", "pecas"]);
  });

  test("refuses a dealer with a broken field, naming the entry and the field", () => {
    const broken: Array<[Partial<Dealer>, RegExp]> = [
      [{ phone: "3101-2300" }, /field "phone"/],
      [{ whatsapp: "(11) 3101-2300" }, /field "whatsapp"/],
      [{ address: { ...first.address, cep: "01310300" } }, /field "address\.cep"/],
      [{ coordinates: { lat: 40.7, lng: -74 } }, /field "coordinates\.lat"/],
      [{ services: [] }, /field "services"/],
      [{ services: ["vendas", "vendas"] }, /field "services"/],
      [{ id: "Diamante Paulista" }, /field "id"/],
    ];
    for (const [change, message] of broken) {
      expect(() => parseDealers([{ ...first, ...change }])).toThrow(message);
      expect(() => parseDealers([{ ...first, ...change }])).toThrow(/"Diamante Motors Paulista" \(dealers\[0\]\)/);
    }
  });

  test("refuses repeated ids and cities that are not the IBGE municipality of the dealer's state", () => {
    const municipality = ibgeMunicipalities();
    expect(() => parseDealers([first, { ...first, name: "Outra" }])).toThrow(
      /"Outra" \(dealers\[1\]\): field "id": "diamante-motors-paulista" is also the id of dealers\[0\]/,
    );
    expect(() => parseDealers([{ ...first, state: "RJ" }])).toThrow(
      /field "city\.ibgeCode": 3550308 is a municipality of SP, not RJ/,
    );
    expect(() =>
      parseDealers([{ ...first, city: { ibgeCode: 3550308, name: "Sao Paulo" } }], { municipality }),
    ).toThrow(/field "city\.name": the IBGE names 3550308 "São Paulo", not "Sao Paulo"/);
    expect(() =>
      parseDealers([{ ...first, city: { ibgeCode: 3599999, name: "São Paulo" } }], { municipality }),
    ).toThrow(/field "city\.ibgeCode": 3599999 is not an IBGE municipality/);
    expect(() => parseDealers([{ ...first, city: { ibgeCode: 1000000, name: "São Paulo" } }])).toThrow(
      /field "city\.ibgeCode": 1000000 is a municipality of no state, not SP/,
    );
  });

  test("names every problem of the dealers, one a line", () => {
    const faults = (entries: readonly unknown[]) => {
      try {
        parseDealers(entries);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("parsing did not refuse");
    };
    expect(faults([first, { ...first, name: "Outra", state: "RJ" }])).toBe(
      [
        'Invalid catalogue entry "Outra" (dealers[1]): field "id": "diamante-motors-paulista" is also the id of dealers[0]',
        'Invalid catalogue entry "Outra" (dealers[1]): field "city.ibgeCode": 3550308 is a municipality of SP, not RJ',
      ].join("\n"),
    );
  });
});
