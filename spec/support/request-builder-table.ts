import path from "node:path";
import { ROOT } from "../../tooling/paths";
import { outlineExamples } from "./gherkin-examples";

/**
 * The request builder's table as its feature writes it (the source spec's §7,
 * row by row): the Examples of the rules CALL-1, CALL-2 and CALL-3 in
 * spec/features/catalogue/request-builder.feature. The feature is the oracle:
 * the property and contract tests read their expected methods and bases here,
 * so the table a product owner reads is the one every check holds the builder to.
 */

export const REQUEST_BUILDER_FEATURE = path.join(ROOT, "spec", "features", "catalogue", "request-builder.feature");

const read = new Map<string, Array<Record<string, string>>>();

/** The Examples rows of a rule of the feature, read once. */
function rowsOf(clause: string): Array<Record<string, string>> {
  const known = read.get(clause);
  if (known) return known;
  const tables = outlineExamples(REQUEST_BUILDER_FEATURE, `@clause:${clause}`);
  const rows = tables.flatMap((table) => table.rows);
  if (rows.length === 0) throw new Error(`The request builder's feature has no Examples under ${clause}.`);
  read.set(clause, rows);
  return rows;
}

/** The methods the source says the builder builds (CALL-1), as the feature lists them. */
export function specMethods(): string[] {
  return rowsOf("CALL-1").map((row) => row.method ?? "");
}

/** Kind, section (undefined for auth) and base of the kinds other than search (CALL-2), in the feature's order. */
export function kindRows(): Array<[kind: string, section: string | undefined, base: string]> {
  return rowsOf("CALL-2")
    .filter((row) => row.kind !== "search")
    .map((row) => [row.kind ?? "", row.section ? row.section : undefined, row.base ?? ""]);
}

/** The eighteen search sections with their bases (CALL-3), in the feature's order. */
export function searchRows(): Array<[section: string, base: string]> {
  return rowsOf("CALL-3").map((row) => [row.section ?? "", row.base ?? ""]);
}

/** The base the feature gives a kind and section; throws for one it does not name. */
export function specBase(service: { kind: string; section?: string | undefined }): string {
  const base =
    service.kind === "search"
      ? searchRows().find(([section]) => section === service.section)?.[1]
      : kindRows().find(([kind, section]) => kind === service.kind && section === service.section)?.[2];
  if (base === undefined) throw new Error(`The feature names no base for ${service.kind}, ${service.section}`);
  return base;
}
