import { fc } from "@fast-check/vitest";

/**
 * The chassis rules as decision PAGE-9 states them, written here rather than read from contracts/vin.ts:
 * generators built from the checker's own alphabet would follow any mistake in it.
 */
export const VIN_LENGTH = 17;
/** A campaign covers the chassis that share the first 11 characters of one of its ranges. */
export const CHASSIS_PREFIX_LENGTH = 11;
export const VIN_FORBIDDEN_LETTERS = ["I", "O", "Q"] as const;
const VIN_ALPHABET = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";

// One character a chassis number may hold: a digit or a capital letter other than I, O and Q.
export const chassisCharacter = () => fc.constantFrom(...VIN_ALPHABET.split(""));

// A well-formed chassis number: 17 allowed characters.
export const wellFormedChassis = () =>
  fc
    .array(chassisCharacter(), { minLength: VIN_LENGTH, maxLength: VIN_LENGTH })
    .map((characters) => characters.join(""));

// Allowed characters in any number other than 17 (from none to 30).
export const chassisOfWrongLength = () =>
  fc
    .array(chassisCharacter(), { minLength: 1, maxLength: 30 })
    .filter((characters) => characters.length !== VIN_LENGTH)
    .map((characters) => characters.join(""));

// A well-formed chassis with one of I, O, Q put in at some place.
export const chassisWithForbiddenLetter = () =>
  fc
    .tuple(wellFormedChassis(), fc.nat({ max: VIN_LENGTH - 1 }), fc.constantFrom(...VIN_FORBIDDEN_LETTERS))
    .map(([chassis, at, letter]) => ({ chassis: `${chassis.slice(0, at)}${letter}${chassis.slice(at + 1)}`, letter }));

// A chassis as a visitor may type it: lower case here and there, groups split by spaces, dots or hyphens.
export const typedAsVisitorMight = (chassis: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: chassis.length, maxLength: chassis.length }),
      fc.array(fc.constantFrom("", "", "", " ", "-", "."), { minLength: chassis.length, maxLength: chassis.length }),
    )
    .map(([lower, separators]) =>
      [...chassis]
        .map((character, index) => `${lower[index] ? character.toLowerCase() : character}${separators[index]}`)
        .join(""),
    );

// A range of chassis of one model, year and plant: a shared 11-character prefix and two ordered serials.
export const chassisRange = () =>
  fc
    .tuple(
      fc.array(chassisCharacter(), { minLength: 11, maxLength: 11 }),
      fc.array(chassisCharacter(), { minLength: 6, maxLength: 6 }),
      fc.array(chassisCharacter(), { minLength: 6, maxLength: 6 }),
    )
    .map(([prefix, a, b]) => {
      const [low, high] = [a.join(""), b.join("")].sort();
      return { first: `${prefix.join("")}${low}`, last: `${prefix.join("")}${high}` };
    });
