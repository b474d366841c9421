/**
 * Text that is not well-formed Unicode: a lone surrogate, written as a JSON
 * escape (`"S\ud800o Paulo"`) or standing for a byte that was not UTF-8
 * (json-body.ts). Refused by the API before any store sees it: SQLite stored
 * it, and PostgreSQL refused it ("invalid input syntax for type json"), so one
 * lead had two answers, a 201 and a 500 that every retry met again.
 */

export const ILL_FORMED_TEXT_MESSAGE =
  "Este campo tem caracteres que não formam texto válido (Unicode malformado). Digite-o de novo.";

/** A surrogate that is not half of a pair: the `u` flag reads a pair as one code point, never as Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The fields ("city", "tracking.campaign.campanha") whose text, or whose name, is not well-formed Unicode. */
export function illFormedFields(value: unknown, at: readonly string[] = []): string[] {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? [at.join(".") || "(formulário)"] : [];
  if (value === null || typeof value !== "object") return [];
  const fields: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const path = [...at, key];
    if (LONE_SURROGATE.test(key)) fields.push(path.join("."));
    else fields.push(...illFormedFields(field, path));
  }
  return fields;
}
