/**
 * Brazilian mobile numbers as the forms' decision FORM-2 writes them, "(11) 98765-4321",
 * re-implemented here from the decision's text so the tests compare the site's mask with
 * something that is not the site's code.
 */

/** The digits of what was typed, without a leading country code (+55) on a 13-digit number. */
export function typedDigits(text: string): string {
  const digits = [...text].filter((character) => character >= "0" && character <= "9").join("");
  return digits.length === 13 && digits.startsWith("55") ? digits.slice(2) : digits;
}

/** The mask while typing: "(1", "(11", "(11) 9", "(11) 98765", "(11) 98765-4", "(11) 98765-4321"; at most eleven digits. */
export function maskWhileTyping(text: string): string {
  const digits = typedDigits(text).slice(0, 11);
  const area = digits.slice(0, 2);
  const first = digits.slice(2, 7);
  const last = digits.slice(7);
  if (digits === "") return "";
  if (first === "") return `(${area}`;
  if (last === "") return `(${area}) ${first}`;
  return `(${area}) ${first}-${last}`;
}

/** Every value the mask can show, from empty to a whole number. */
export const MASKED_VALUE = /^(?:|\(\d{1,2}|\(\d{2}\) \d{1,5}|\(\d{2}\) \d{5}-\d{1,4})$/;
