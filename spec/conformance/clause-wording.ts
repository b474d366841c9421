import type { CatalogueEntry } from "@mmcb/harness";

/**
 * How the project's own clauses are worded, for a product owner: a decision
 * says what it adds in one sentence and why in one more, and no clause names
 * the code (a file, a function, a library, a setting's variable, code
 * formatting). Those belong in the docs. The source's own clauses are quoted
 * as the source writes them and are not held to this.
 */

export const WORDING_LIMITS = { textWords: 70, whyWords: 40 } as const;

/** Libraries and tools a clause does not name: what the site does is the rule, not what it is built with. */
const LIBRARIES =
  /\b(?:zod|fastify|gatsby|react|sqlite|postgres(?:ql)?|node-postgres|node-pg-migrate|playwright|cucumber|vitest|fast-check|sharp|axe|stryker|intl|webpack|biome|typescript|node\.js|npm)\b/i;

/**
 * Words with a capital inside that a clause may use without quotes: schema.org's
 * vocabulary (what search engines read), brands, and the source spec's own
 * names (passed in). Anything else with a capital inside reads as code.
 */
const DOMAIN_WORDS = new Set([
  "AggregateOffer",
  "AutoDealer",
  "AutomotiveBusiness",
  "BreadcrumbList",
  "ContactPoint",
  "GeoCoordinates",
  "OfferCatalog",
  "PostalAddress",
  "SameSite",
  "WhatsApp",
  "YouTube",
  "iPhone",
]);

function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A sentence break inside the text: a full stop, then a new sentence. */
function sentenceBreak(text: string): string | undefined {
  return /[.!?]["')]?\s+[A-Z"'(]/.exec(text.trim())?.[0];
}

/** Text between quotes is a literal the visitor meets (a label, a storage key), not code. */
function unquoted(text: string): string {
  return text.replace(/'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”/g, " ");
}

/** What names the code in a clause's text: files, folders, variables, functions, libraries, code formatting. */
export function codeNamesIn(text: string, sourceWords: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const plain = unquoted(text);
  for (const match of plain.matchAll(/`[^`]*`/g)) found.push(`code formatting ${match[0]}`);
  for (const match of plain.matchAll(/[\w@./-]*\b[\w-]+\.(?:tsx?|m?js|json|ya?ml|md|sqlite|css|html)\b/g)) {
    found.push(`the file ${match[0]}`);
  }
  for (const match of plain.matchAll(
    /\b(?:site|server|spec|contracts|scripts|tooling|bench|public|node_modules)\/[\w./-]*/g,
  )) {
    if (!found.includes(`the file ${match[0]}`)) found.push(`the folder ${match[0]}`);
  }
  for (const match of plain.matchAll(/@[\w-]+\/[\w-]+/g)) found.push(`the package ${match[0]}`);
  for (const match of plain.matchAll(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g)) found.push(`the variable ${match[0]}`);
  for (const match of plain.matchAll(/\b[\w.]+\(\)?/g)) {
    if (/[a-z][A-Z]|\.\w/.test(match[0]) && match[0].includes("(")) found.push(`the function ${match[0]}`);
  }
  const library = LIBRARIES.exec(plain);
  if (library) found.push(`the library ${library[0]}`);
  for (const match of plain.matchAll(/\b[A-Za-z]*[a-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b/g)) {
    const word = match[0];
    if (!DOMAIN_WORDS.has(word) && !sourceWords.has(word) && !found.some((each) => each.includes(word))) {
      found.push(`the name ${word}`);
    }
  }
  return found;
}

/** The words with a capital inside that the source spec itself writes (its field and event names). */
export function sourceVocabulary(clauses: readonly CatalogueEntry[]): Set<string> {
  const words = new Set<string>();
  for (const clause of clauses) {
    if (clause.part !== "source spec") continue;
    for (const match of clause.text.matchAll(/\b[A-Za-z]*[a-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b/g)) words.add(match[0]);
  }
  return words;
}

/** What is wrong with the wording of one of the project's clauses; empty when nothing is. */
export function wordingProblems(clause: CatalogueEntry, sourceWords: ReadonlySet<string>): string[] {
  if (clause.part === "source spec" || clause.retired) return [];
  const problems: string[] = [];
  for (const [field, text, limit] of [
    ["text", clause.text, WORDING_LIMITS.textWords],
    ["why", clause.why, WORDING_LIMITS.whyWords],
  ] as const) {
    if (text === undefined) continue;
    const broken = sentenceBreak(text);
    if (broken) problems.push(`${clause.id}: its ${field} is more than one sentence (at "${broken}")`);
    if (wordsIn(text) > limit)
      problems.push(`${clause.id}: its ${field} has ${wordsIn(text)} words (at most ${limit})`);
    for (const name of codeNamesIn(text, sourceWords)) problems.push(`${clause.id}: its ${field} names ${name}`);
  }
  return problems;
}
