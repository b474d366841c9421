/**
 * Names compared as a Brazilian visitor types them (decisions CHROME-3, CHROME-6,
 * DEALER-2): letter case, accents and punctuation aside. Written here from the
 * decision's words, apart from the site's search module.
 */

/** Accents dropped, pt-BR lower case, every run of other characters one space, trimmed. */
export function asTyped(name: string): string {
  const withoutAccents = name.normalize("NFD").replace(/\p{M}/gu, "");
  const words = withoutAccents.toLocaleLowerCase("pt-BR").split(/[^\p{L}\p{N}]+/u);
  return words.filter((word) => word !== "").join(" ");
}
