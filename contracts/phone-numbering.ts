import { formatMobilePhone, phoneDigits } from "./phone-writing";

/**
 * Brazil's phone numbering plan (ANATEL): which numbers are mobile numbers and
 * landlines. Checked when a form is sent (the browser's check and the API's
 * contract) and when the dealers' phones are written; a form's first load,
 * which only masks what the visitor types, does not carry it (./phone-writing.ts).
 */

/** The area codes (DDD) in use in Brazil. */
export const AREA_CODES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A phone as people write it: digits and the mask's characters only (spaces,
 * parentheses, hyphens, dots, a leading +), 8 to 22 characters in all, the +
 * counted: "+55 (11) 98765-4321" with room for doubled spaces. Anything else
 * (markup around the digits, a paragraph with a number in it) is not a phone,
 * whatever digits it holds.
 */
const WRITTEN_PHONE = /^(?=.{8,22}$)\+?[0-9 ().-]+$/;

/** A Brazilian mobile number: a DDD in use, then nine digits starting with 9, written with digits and the mask only. */
export function isMobilePhone(text: string): boolean {
  if (!WRITTEN_PHONE.test(text)) return false;
  const digits = phoneDigits(text);
  return /^\d{2}9\d{8}$/.test(digits) && AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** A Brazilian landline: a DDD in use, then eight digits starting with 2 to 5. */
export function isLandline(text: string): boolean {
  if (!WRITTEN_PHONE.test(text)) return false;
  const digits = phoneDigits(text);
  return /^\d{2}[2-5]\d{7}$/.test(digits) && AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** "1130000101" → "(11) 3000-0101", a mobile number as formatMobilePhone; anything else as written. */
export function formatPhone(text: string): string {
  if (!isLandline(text)) return formatMobilePhone(text);
  const digits = phoneDigits(text);
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
}
