/** Text made into patterns. */

/** The text with every character a regular expression gives a meaning escaped, so it matches only itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
