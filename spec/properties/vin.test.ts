import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { checkChassis, inChassisRange, isWellFormedChassis, normaliseChassis } from "../../contracts/vin";
import { chassisVerdict } from "../../site/src/rules/recall-lookup";
import {
  CHASSIS_PREFIX_LENGTH,
  chassisCharacter,
  chassisOfWrongLength,
  chassisRange,
  chassisWithForbiddenLetter,
  typedAsVisitorMight,
  VIN_LENGTH,
  wellFormedChassis,
} from "../arbitraries/vin";

describe("checkChassis @clause:PAGE-9", () => {
  test.prop([wellFormedChassis()])("accepts 17 digits and letters other than I, O and Q", (chassis) => {
    expect(checkChassis(chassis)).toEqual({ wellFormed: true, chassis });
    expect(isWellFormedChassis(chassis)).toBe(true);
  });

  test.prop([wellFormedChassis().chain((chassis) => fc.tuple(fc.constant(chassis), typedAsVisitorMight(chassis)))])(
    "reads a chassis typed in lower case or split by spaces, dots and hyphens as the chassis",
    ([chassis, typed]) => {
      expect(normaliseChassis(typed)).toBe(chassis);
      expect(checkChassis(typed)).toEqual({ wellFormed: true, chassis });
    },
  );

  test.prop([chassisWithForbiddenLetter()])("never accepts I, O or Q, and names the letter", ({ chassis, letter }) => {
    const check = checkChassis(chassis);
    expect(check.wellFormed).toBe(false);
    if (!check.wellFormed) {
      expect(check.problem.kind).toBe("forbidden-letters");
      if (check.problem.kind === "forbidden-letters") {
        expect(check.problem.letters).toEqual([letter]);
      }
    }
  });

  test.prop([chassisOfWrongLength()])("refuses any other length than 17, saying how many were typed", (chassis) => {
    expect(checkChassis(chassis)).toEqual({ wellFormed: false, problem: { kind: "length", length: chassis.length } });
  });

  test.prop([
    wellFormedChassis(),
    fc.nat({ max: VIN_LENGTH - 1 }),
    fc.constantFrom("#", "/", "_", "ç", "é", "*", "+", "ª"),
  ])("refuses characters other than letters and digits, naming them", (chassis, at, other) => {
    const typed = `${chassis.slice(0, at)}${other}${chassis.slice(at)}`;
    const check = checkChassis(typed);
    expect(check.wellFormed).toBe(false);
    if (!check.wellFormed)
      expect(check.problem).toEqual({ kind: "other-characters", characters: [other.toLocaleUpperCase("pt-BR")] });
  });

  test.prop([fc.oneof(fc.string(), wellFormedChassis().chain(typedAsVisitorMight))])(
    "says yes only to 17 digits and letters but I, O and Q, once spaces, dots and hyphens are dropped",
    (typed) => {
      const chassis = typed.replace(/[\s.-]/g, "").toLocaleUpperCase("pt-BR");
      expect(checkChassis(typed).wellFormed).toBe(/^[0-9A-HJ-NPR-Z]{17}$/.test(chassis));
    },
  );

  test.prop([fc.constantFrom("", " ", " - ", "..")])("asks for the chassis when nothing is typed", (typed) => {
    expect(checkChassis(typed)).toEqual({ wellFormed: false, problem: { kind: "empty" } });
  });
});

describe("inChassisRange @clause:PAGE-33", () => {
  test.prop([chassisRange()])("holds both ends of a range", (range) => {
    expect(inChassisRange(range.first, range)).toBe(true);
    expect(inChassisRange(range.last, range)).toBe(true);
  });

  test.prop([chassisRange(), fc.array(chassisCharacter(), { minLength: 6, maxLength: 6 })])(
    "holds a chassis of the range's prefix exactly when its serial lies between the ends",
    (range, serial) => {
      const chassis = `${range.first.slice(0, CHASSIS_PREFIX_LENGTH)}${serial.join("")}`;
      const between =
        range.first.slice(CHASSIS_PREFIX_LENGTH) <= serial.join("") &&
        serial.join("") <= range.last.slice(CHASSIS_PREFIX_LENGTH);
      expect(inChassisRange(chassis, range)).toBe(between);
    },
  );

  test.prop([chassisRange(), wellFormedChassis()])("never holds a chassis of another prefix", (range, chassis) => {
    fc.pre(chassis.slice(0, CHASSIS_PREFIX_LENGTH) !== range.first.slice(0, CHASSIS_PREFIX_LENGTH));
    expect(inChassisRange(chassis, range)).toBe(false);
  });
});

describe("chassisVerdict: what the recall page says @clause:PAGE-9 @clause:PAGE-33", () => {
  const campaign = {
    id: "exemplo",
    title: "Exemplo: bomba de combustível",
    chassisRanges: [{ first: "93XJNKB8TRC000101", last: "93XJNKB8TRC004850" }],
  };

  const malformed = (message: string) => ({ kind: "malformed", message });

  test("says how many characters were typed when the length is wrong", () => {
    expect(chassisVerdict("93XJNKB8TRC00010", [campaign])).toEqual(
      malformed("O chassi tem 17 caracteres e você digitou 16."),
    );
  });

  test("names the forbidden letters and the characters to take out, one or several", () => {
    expect(chassisVerdict("93XJNKB8TRCOQ0101", [])).toEqual(
      malformed("O chassi não usa as letras I, O e Q: confira as letras “O”, “Q” (talvez seja 1 ou 0)."),
    );
    expect(chassisVerdict("93XJNKB8TRCO00101", [])).toEqual(
      malformed("O chassi não usa as letras I, O e Q: confira a letra “O” (talvez seja 1 ou 0)."),
    );
    expect(chassisVerdict("93XJNKB8TRC0001#1", [])).toEqual(
      malformed("O chassi tem só letras e números: retire o caractere “#”."),
    );
    expect(chassisVerdict("93XJNKB8TRC00#1/1", [])).toEqual(
      malformed("O chassi tem só letras e números: retire os caracteres “#”, “/”."),
    );
  });

  test("asks for the chassis when nothing was typed", () => {
    expect(chassisVerdict("   ", [])).toEqual(malformed("Digite os 17 caracteres do chassi."));
  });

  test("names the campaign that covers a chassis, and says when none does", () => {
    const covered = chassisVerdict("93xjnkb8trc-002000", [campaign]);
    expect(covered).toMatchObject({ kind: "recall", chassis: "93XJNKB8TRC002000" });
    expect(covered.message).toContain("incluído na campanha de recall: Exemplo: bomba de combustível.");
    expect(chassisVerdict("93XJNKB8TRC004851", [campaign])).toEqual({
      kind: "clear",
      chassis: "93XJNKB8TRC004851",
      message: "Chassi 93XJNKB8TRC004851 válido. Nenhuma campanha de recall deste site inclui este chassi.",
    });
  });

  test("names every campaign that covers a chassis, in the page's order", () => {
    const airbag = {
      id: "airbag",
      title: "Exemplo: conector do airbag",
      chassisRanges: [{ first: "93XJNKB8TRC001000", last: "93XJNKB8TRC003000" }],
    };
    expect(chassisVerdict("93XJNKB8TRC002000", [campaign, airbag])).toEqual({
      kind: "recall",
      chassis: "93XJNKB8TRC002000",
      campaigns: [campaign, airbag],
      message:
        "Chassi 93XJNKB8TRC002000 válido e incluído nas campanhas de recall: Exemplo: bomba de combustível; Exemplo: conector do airbag. Agende o reparo gratuito em uma concessionária.",
    });
  });

  // Half of the chassis share the range's prefix, so both answers come up.
  const rangeAndChassis = chassisRange().chain((range) =>
    fc.tuple(
      fc.constant(range),
      fc.oneof(
        wellFormedChassis(),
        fc
          .array(chassisCharacter(), { minLength: 6, maxLength: 6 })
          .map((serial) => `${range.first.slice(0, CHASSIS_PREFIX_LENGTH)}${serial.join("")}`),
        fc.constantFrom(range.first, range.last),
      ),
    ),
  );

  test.prop([rangeAndChassis])(
    "reports a campaign exactly when one of its ranges holds the chassis",
    ([range, chassis]) => {
      const verdict = chassisVerdict(chassis, [{ id: "c", title: "Campanha", chassisRanges: [range] }]);
      const samePrefix = chassis.slice(0, 11) === range.first.slice(0, 11);
      const covered = samePrefix && range.first <= chassis && chassis <= range.last;
      expect(verdict.kind).toBe(covered ? "recall" : "clear");
    },
  );
});
