import { getMunicipalities } from "@brazilian-utils/brazilian-utils";
import { describe, expect, test } from "vitest";
import { IBGE_STATE_CODES, isStateCode, STATE_CODES, stateOfMunicipality } from "../../contracts/brazil-states";
import { formatPhone, isLandline } from "../../contracts/phone-numbering";

describe("the state of a municipality @clause:FORM-16 @clause:DEALER-9", () => {
  test("follows from the first two digits of its IBGE code, for every municipality of the IBGE", () => {
    const municipalities = getMunicipalities();
    expect(municipalities.length).toBeGreaterThan(5500);
    for (const municipality of municipalities) {
      expect(stateOfMunicipality(Number(municipality.code)), municipality.name).toBe(municipality.stateCode);
    }
  });

  test("names each of the 27 states by one code, and nothing else", () => {
    expect(Object.keys(IBGE_STATE_CODES).sort()).toEqual([...STATE_CODES].sort());
    expect(new Set(Object.values(IBGE_STATE_CODES)).size).toBe(27);
    for (const code of [0, 1_000_000, 9_999_999, 3550308.5, "35503", "abcdefg", 10_000_000]) {
      expect(stateOfMunicipality(code)).toBeUndefined();
    }
    expect(isStateCode("SP")).toBe(true);
    expect(isStateCode("sp")).toBe(false);
    expect(isStateCode("toString")).toBe(false);
  });
});

describe("landlines @clause:DEALER-9", () => {
  test("are a DDD in use and eight digits starting with 2 to 5, written (11) 3101-2300", () => {
    expect(isLandline("(11) 3101-2300")).toBe(true);
    expect(isLandline("2127040500")).toBe(true);
    for (const phone of ["(11) 93101-2300", "(20) 3101-2300", "(11) 6101-2300", "3101-2300"]) {
      expect(isLandline(phone)).toBe(false);
    }
    expect(formatPhone("1131012300")).toBe("(11) 3101-2300");
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("123")).toBe("123");
  });
});
