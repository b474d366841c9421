import * as z from "zod/mini";

/**
 * Text fields of what visitors send: what a person can type and nothing else.
 * `zod/mini`, because the forms check with these in the browser as the API does.
 */

/** Control characters (NUL, escape, DEL…) have no place in what a person types on one line. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/** A text of several lines keeps its line breaks and tabs, and nothing else of the control characters. */
const NO_CONTROL_CHARACTERS_BUT_LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
export const CONTROL_CHARACTER_MESSAGE = "Apague os caracteres invisíveis (de controle) deste campo.";
/**
 * Nor the invisible format characters (Unicode's Cf: the direction overrides
 * and isolates, U+202E among them, zero-width spaces and joiners, the
 * byte-order mark), nor the line and paragraph separators (U+2028, U+2029):
 * a right-to-left override makes "Ana" read otherwise in the owner's
 * spreadsheet, a separator breaks a line where none may be.
 */
const NO_INVISIBLE_FORMATTING = /^[^\p{Cf}\p{Zl}\p{Zp}]*$/u;
export const INVISIBLE_FORMATTING_MESSAGE =
  "Apague os caracteres invisíveis (de formatação ou de direção do texto) deste campo.";

/** A one-line text of min to max characters, without control or invisible format characters. */
export const text = (min: number, max: number, message: string) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, message),
      z.regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE),
      z.regex(NO_INVISIBLE_FORMATTING, INVISIBLE_FORMATTING_MESSAGE),
    );

/** A text of several lines (a message), of at most max characters, without control characters but line breaks. */
export const multilineText = (min: number, max: number, message: string) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, message),
      z.regex(NO_CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTER_MESSAGE),
    );

/** A one-line value the site itself captured (a click id, a campaign name): no control or format characters either. */
export const capturedText = (max: number, message: string) =>
  z
    .string(message)
    .check(
      z.minLength(1, message),
      z.maxLength(max, message),
      z.regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE),
      z.regex(NO_INVISIBLE_FORMATTING, INVISIBLE_FORMATTING_MESSAGE),
    );

/**
 * The error of a strict object: a field the contract does not know is named and
 * refused (never dropped quietly); anything else that is not an object gets `message`.
 */
export function strictObjectError(message: string) {
  return (issue: z.core.$ZodRawIssue): string =>
    issue.code === "unrecognized_keys" ? unknownFieldsMessage(issue.keys) : message;
}

export function unknownFieldsMessage(keys: readonly string[]): string {
  return keys.length === 1 ? `Campo desconhecido: ${keys[0]}.` : `Campos desconhecidos: ${keys.join(", ")}.`;
}
