/**
 * The chassis number (VIN, ISO 3779) as the recall page checks it: 17
 * characters, digits and capital letters without I, O and Q (they read like 1
 * and 0). Plain data and pure rules, shared by the recall campaigns' contract
 * and the page's check in the browser (no zod here: the page carries none).
 *
 * The ninth character is a check digit only in some markets; Brazil does not
 * require one (many chassis carry a letter there), so the check does not
 * compute it: a well-formed chassis is one whose characters are allowed.
 */

export const VIN_LENGTH = 17;

/** The letters a chassis number never holds. */
export const VIN_FORBIDDEN_LETTERS = ["I", "O", "Q"] as const;

export const VIN_PATTERN = /^[0-9A-HJ-NPR-Z]{17}$/;

/**
 * What the visitor typed, as a chassis number reads: spaces, dots and hyphens
 * that separate groups are dropped and letters are capitalised, so
 * "9bw zzz377-vt004251" is the chassis 9BWZZZ377VT004251.
 */
export function normaliseChassis(input: string): string {
  return input.replace(/[\s.-]+/g, "").toLocaleUpperCase("pt-BR");
}

/** Why a chassis number is not well formed; absent when it is. */
export type ChassisProblem =
  | { kind: "empty" }
  | { kind: "length"; length: number }
  | { kind: "forbidden-letters"; letters: string[] }
  | { kind: "other-characters"; characters: string[] };

export type ChassisCheck = { wellFormed: true; chassis: string } | { wellFormed: false; problem: ChassisProblem };

const unique = (characters: string[]) => [...new Set(characters)];

/** Checks the form of a chassis number as typed (after `normaliseChassis`). */
export function checkChassis(input: string): ChassisCheck {
  const chassis = normaliseChassis(input);
  if (chassis.length === 0) return { wellFormed: false, problem: { kind: "empty" } };
  const characters = [...chassis];
  const others = unique(characters.filter((character) => !/[0-9A-Z]/.test(character)));
  if (others.length > 0) return { wellFormed: false, problem: { kind: "other-characters", characters: others } };
  const forbidden = unique(
    characters.filter((character) => (VIN_FORBIDDEN_LETTERS as readonly string[]).includes(character)),
  );
  if (forbidden.length > 0) return { wellFormed: false, problem: { kind: "forbidden-letters", letters: forbidden } };
  if (characters.length !== VIN_LENGTH) {
    return { wellFormed: false, problem: { kind: "length", length: characters.length } };
  }
  return { wellFormed: true, chassis };
}

export function isWellFormedChassis(chassis: string): boolean {
  return VIN_PATTERN.test(chassis);
}

/**
 * A run of chassis numbers a recall campaign covers, from `first` to `last`
 * inclusive. Both share the first 11 characters (manufacturer, model, year and
 * plant), so the range is a run of serial numbers of one model, year and plant.
 */
export interface ChassisRange {
  first: string;
  last: string;
}

/** The part of a chassis that names the manufacturer, model, year and plant. */
export const CHASSIS_PREFIX_LENGTH = 11;

/** Whether a well-formed chassis falls in a range: same first 11 characters, serial between the ends. */
export function inChassisRange(chassis: string, range: ChassisRange): boolean {
  const prefix = range.first.slice(0, CHASSIS_PREFIX_LENGTH);
  if (chassis.slice(0, CHASSIS_PREFIX_LENGTH) !== prefix) return false;
  // Equal lengths and one alphabet: the strings order as their serial numbers do.
  return range.first <= chassis && chassis <= range.last;
}
