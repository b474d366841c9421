import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { ROOT } from "../../tooling/paths";

/** The clause catalogue (spec/clauses/*.yaml): every rule with a stable id. */

export const ClauseSchema = z.object({
  id: z.string().regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/, "ids look like STATE-2"),
  text: z.string().min(1),
  /** Why this sentence needs no check (the spec says "not shown", or it only describes the source). */
  informational: z.string().min(1).optional(),
  retired: z.string().min(1).optional(),
});
export type Clause = z.infer<typeof ClauseSchema>;

export const ClauseSectionSchema = z.object({
  section: z.string().min(1),
  clauses: z.array(ClauseSchema).min(1),
});

export const ClauseFileSchema = z.array(ClauseSectionSchema);

export interface CatalogueEntry extends Clause {
  section: string;
  /** The catalogue file, for example "source-spec" or "decisions". */
  source: string;
}

export const CLAUSES_DIR = path.join(ROOT, "spec", "clauses");

/** Every clause of every catalogue file, in order; fails on a malformed file or a duplicate id. */
export function loadClauses(dir = CLAUSES_DIR): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    const parsed = ClauseFileSchema.safeParse(parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`spec/clauses/${file} is malformed: ${z.prettifyError(parsed.error)}`);
    for (const { section, clauses } of parsed.data) {
      for (const clause of clauses) {
        if (seen.has(clause.id)) throw new Error(`Clause ${clause.id} is defined twice (spec/clauses/${file}).`);
        seen.add(clause.id);
        entries.push({ ...clause, section, source: file.replace(/\.yaml$/, "") });
      }
    }
  }
  return entries;
}

/** The clause ids a tag list or a test name names: `@clause:STATE-2`. */
export function clauseIdsIn(text: string): string[] {
  return [...text.matchAll(/@clause:([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)/g)].flatMap((match) => match[1] ?? []);
}
