import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { CONFIG, ROOT } from "../config";

/**
 * The clause catalogue (a folder of YAML files, `paths.clauses` of the configuration): every rule with a stable id, in
 * three parts a product owner reads apart.
 *
 * - The source spec (`source-spec.yaml`): its sentences, quoted.
 * - The project's decisions (`decisions-*.yaml`): each refines one or more
 *   source clauses, says what it adds or overrides, and why.
 * - Engineering rules (`engineering-*.yaml`): what the server, the headers and
 *   the build hold to, which a visitor does not read as a rule of the site.
 */

const CLAUSE_ID = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/;

export const ClauseSchema = z.strictObject({
  id: z.string().regex(CLAUSE_ID, "ids look like AREA-2"),
  /** The source's sentence; for a decision, what it adds or overrides; for an engineering rule, the rule. */
  text: z.string().min(1),
  /** The source clauses a decision refines (a decision must name at least one). */
  refines: z.array(z.string().regex(CLAUSE_ID)).min(1).optional(),
  /** Why the project decided so: one sentence. */
  why: z.string().min(1).optional(),
  /** Why this sentence needs no check (the spec says "not shown", or it only describes the source). */
  informational: z.string().min(1).optional(),
  retired: z.string().min(1).optional(),
});
export type Clause = z.infer<typeof ClauseSchema>;

export const ClauseSectionSchema = z.strictObject({
  section: z.string().min(1),
  clauses: z.array(ClauseSchema).min(1),
});

export const ClauseFileSchema = z.array(ClauseSectionSchema);

/** Which part of the catalogue a clause belongs to, from its file's name. */
export type CataloguePart = "source spec" | "decisions" | "engineering";

export const CATALOGUE_PARTS: readonly CataloguePart[] = ["source spec", "decisions", "engineering"];

export interface CatalogueEntry extends Clause {
  section: string;
  /** The catalogue file, for example "source-spec" or "decisions-tracking". */
  source: string;
  part: CataloguePart;
}

export const CLAUSES_DIR = CONFIG.paths.clauses;

/** The part a catalogue file holds, or null for a file name the catalogue does not know. */
export function partOfFile(name: string): CataloguePart | null {
  if (name === "source-spec") return "source spec";
  if (/^decisions-[a-z-]+$/.test(name)) return "decisions";
  if (/^engineering-[a-z-]+$/.test(name)) return "engineering";
  return null;
}

/** What a clause must say for its part: a decision names what it refines and why; the others refine nothing. */
function partProblems(clause: Clause, part: CataloguePart): string[] {
  if (part === "decisions") {
    if (clause.retired) return [];
    return [
      ...(clause.refines ? [] : ["a decision names the source clauses it refines (refines)"]),
      ...(clause.why ? [] : ["a decision says why (why)"]),
    ];
  }
  return clause.refines ? [`only a decision refines a source clause (${part})`] : [];
}

/** Every clause of every catalogue file, in order; fails on a malformed file, a duplicate id or a bad reference. */
export function loadClauses(dir = CLAUSES_DIR): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  const shown = (file: string) => path.relative(ROOT, path.join(dir, file));
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    const name = file.replace(/\.yaml$/, "");
    const part = partOfFile(name);
    if (!part) {
      throw new Error(`${shown(file)}: a catalogue file is source-spec.yaml, decisions-*.yaml or engineering-*.yaml`);
    }
    const parsed = ClauseFileSchema.safeParse(parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`${shown(file)} is malformed: ${z.prettifyError(parsed.error)}`);
    for (const { section, clauses } of parsed.data) {
      for (const clause of clauses) {
        if (seen.has(clause.id)) throw new Error(`Clause ${clause.id} is defined twice (${shown(file)}).`);
        const problems = partProblems(clause, part);
        if (problems.length > 0) throw new Error(`Clause ${clause.id} (${shown(file)}): ${problems.join("; ")}.`);
        seen.add(clause.id);
        entries.push({ ...clause, section, source: name, part });
      }
    }
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const entry of entries) {
    for (const id of entry.refines ?? []) {
      const refined = byId.get(id);
      if (refined?.part !== "source spec") {
        throw new Error(`Decision ${entry.id} refines ${id}, which is not a clause of the source spec.`);
      }
    }
  }
  return entries;
}

/** The decisions that refine a source clause, in catalogue order. */
export function decisionsRefining(id: string, clauses: readonly CatalogueEntry[]): CatalogueEntry[] {
  return clauses.filter((clause) => clause.refines?.includes(id));
}

/** The clause ids a tag list or a test name names: `@clause:AREA-2`. */
export function clauseIdsIn(text: string): string[] {
  return [...text.matchAll(/@clause:([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)/g)].flatMap((match) => match[1] ?? []);
}
