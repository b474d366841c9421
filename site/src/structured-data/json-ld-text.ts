/**
 * A schema.org block as the text of its JSON-LD element. `<` is escaped so no
 * value of the data can close the element and open markup of its own.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}
