/**
 * Finding things by name as a Brazilian visitor types them: letter case and
 * accents do not matter ("sao paulo" finds "São Paulo", "GOIANIA" finds
 * "Goiânia"), and every word typed must appear in the name, in any order.
 * One rule for the header search and the city selection.
 */

/** A name folded for comparison: no accents, pt-BR lower case, single spaces, trimmed. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a query, folded; none for a blank query. */
export function queryWords(query: string): string[] {
  const folded = foldName(query);
  return folded === "" ? [] : folded.split(" ");
}

/**
 * How well a folded name matches the query's words, lower is better; undefined
 * when some word is missing. The whole name starting with the query beats a
 * word of it starting with a query word, which beats a word merely inside.
 */
export function matchRank(foldedName: string, words: readonly string[]): number | undefined {
  if (words.length === 0) return undefined;
  const nameWords = foldedName.split(" ");
  let rank = foldedName.startsWith(words.join(" ")) ? 0 : 1;
  for (const word of words) {
    if (!foldedName.includes(word)) return undefined;
    if (rank === 1 && !nameWords.some((nameWord) => nameWord.startsWith(word))) rank = 2;
  }
  return rank;
}

/** Something searchable, with its name folded once. */
export interface Searchable<T> {
  item: T;
  folded: string;
}

export function searchable<T>(items: readonly T[], nameOf: (item: T) => string): Searchable<T>[] {
  return items.map((item) => ({ item, folded: foldName(nameOf(item)) }));
}

/**
 * The items whose name has every word of the query, best matches first, then
 * in the items' own order (stable), at most `limit`. A blank query finds nothing.
 */
export function findByName<T>(items: readonly Searchable<T>[], query: string, limit: number): T[] {
  const words = queryWords(query);
  if (words.length === 0 || limit <= 0) return [];
  const ranked: Array<{ item: T; rank: number; index: number }> = [];
  items.forEach(({ item, folded }, index) => {
    const rank = matchRank(folded, words);
    if (rank !== undefined) ranked.push({ item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map(({ item }) => item);
}
