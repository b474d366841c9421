import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONFIG, ROOT } from "../config";
import { featureFilesUnder } from "../gherkin-document";
import { type CatalogueEntry, clauseIdsIn, loadClauses } from "./clauses";
import { decisionDescription, ruleTitle } from "./feature-shape";

/**
 * Writes each rule's title and, for a decision, its "Refines …" and "Why: …"
 * lines from the catalogue, so a feature never says a clause differently from
 * the catalogue: a rule is written `@clause:ID` then `Rule: ID`, and this fills
 * in the rest.
 *
 *   npx tsx harness/src/traceability/sync-rules.ts [feature files…]   (all features by default)
 */

const DESCRIPTION_LINE = /^\s*(?:Refines [A-Z].*\.|Why: .*)$/;

/** The feature's text with every rule's title and decision lines taken from the catalogue. */
export function syncRules(source: string, clauses: ReadonlyMap<string, CatalogueEntry>): string {
  const lines = source.split("\n");
  const out: string[] = [];
  let pendingId: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const ids = /^\s*@/.test(line) ? clauseIdsIn(line) : [];
    if (ids.length === 1) pendingId = ids[0];
    const rule = /^(\s*)Rule:/.exec(line);
    const clause = rule && pendingId ? clauses.get(pendingId) : undefined;
    if (!rule || !clause) {
      if (!/^\s*(@|#|$)/.test(line)) pendingId = undefined;
      out.push(line);
      continue;
    }
    pendingId = undefined;
    const indent = rule[1] ?? "";
    out.push(`${indent}Rule: ${ruleTitle(clause)}`);
    while (DESCRIPTION_LINE.test(lines[index + 1] ?? "")) index += 1;
    if (clause.part === "decisions") for (const each of decisionDescription(clause)) out.push(`${indent}  ${each}`);
  }
  return out.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clauses = new Map(loadClauses().map((clause) => [clause.id, clause]));
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given.map((file) => path.resolve(file)) : featureFilesUnder(CONFIG.paths.features);
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const after = syncRules(before, clauses);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`rules written from the catalogue: ${path.relative(ROOT, file)}`);
    }
  }
}
