import { maskMobilePhone } from "../../../contracts/phone-writing";

/**
 * The phone field's mask as the visitor types (pt-BR "(11) 98765-4321"): the
 * value is re-masked on every change, and the caret stays after the same digit,
 * so typing or deleting in the middle works as in a plain field. Deleting a
 * character of the mask (a parenthesis, the space, the hyphen) deletes the
 * digit beside it instead, or the mask would put it straight back.
 */

export interface PhoneEdit {
  /** The masked value. */
  value: string;
  /** Where the caret goes in it. */
  caret: number;
}

export interface TypedPhone {
  /** The field's masked value before this change. */
  previous: string;
  /** The field's raw value after the change (what the browser reports). */
  typed: string;
  /** The caret's position in `typed`. */
  caret: number;
  /** Which way the visitor deleted, if the change was a deletion (InputEvent.inputType). */
  deleting?: "backward" | "forward" | undefined;
}

const countDigits = (text: string) => text.replace(/\D/g, "").length;

/** The position right after the `count`-th digit of a text (0 before any digit). */
function afterDigit(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? "")) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** Removes the digit at the given digit index (0-based among digits) from a text. */
function withoutDigit(text: string, digitIndex: number): string {
  const at = afterDigit(text, digitIndex + 1) - 1;
  return at < 0 || !/\d/.test(text[at] ?? "") ? text : text.slice(0, at) + text.slice(at + 1);
}

export function editPhone({ previous, typed, caret, deleting }: TypedPhone): PhoneEdit {
  const at = Math.max(0, Math.min(caret, typed.length));
  let text = typed;
  let digitsBefore = countDigits(typed.slice(0, at));
  // Only a mask character went: the visitor meant the digit beside it.
  const onlyMaskRemoved = deleting !== undefined && countDigits(typed) === countDigits(previous);
  if (onlyMaskRemoved && deleting === "backward" && digitsBefore > 0) {
    text = withoutDigit(typed, digitsBefore - 1);
    digitsBefore -= 1;
  } else if (onlyMaskRemoved && deleting === "forward") {
    text = withoutDigit(typed, digitsBefore);
  }
  const value = maskMobilePhone(text);
  const rawDigits = text.replace(/\D/g, "");
  // The mask drops a leading country code (+55) from a 13-digit number: the caret moves with the digits it keeps.
  const dropped = rawDigits.length === 13 && rawDigits.startsWith("55") ? 2 : 0;
  const kept = countDigits(value);
  const position = Math.max(0, Math.min(kept, digitsBefore - dropped));
  return { value, caret: position === kept ? value.length : afterDigit(value, position) };
}
