import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CONFIG } from "../config";
import { parseFeature } from "../gherkin-document";

/**
 * How each rule break was last caught: by which scenario (and at which of its
 * steps, with what message), by which vitest test, or by the build's refusal.
 * Committed, as Stryker's incremental results are, for two readers:
 *
 * - `npm run mutate` runs the scenario that caught a break last time first,
 *   alone, and the rest of the clause's scenarios only when it no longer
 *   catches it: a clause named by many scenarios (ERROR-2 has 94) otherwise
 *   runs until the one that catches comes up, two minutes for one break.
 *   Stryker orders its tests the same way (the killing test first).
 * - The living documentation shows, under each clause, the rule breaks of it
 *   and what caught each: the evidence that its checks can fail.
 *
 * A scenario is named as its feature file writes it (its name, and an
 * outline's Examples row by its cells), not by its line, so that an edit
 * elsewhere in the file leaves the record true.
 */

/** The record's file, from the project's root. */
export const LAST_CATCHES_FILE = path.relative(CONFIG.root, CONFIG.paths.lastCatches);

/** A file from the project's root. */
const FEATURE_FILE = /^[\w-][\w./-]*\.feature$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const CatchSchema = z.discriminatedUnion("by", [
  z.strictObject({
    by: z.literal("scenario"),
    feature: z.string().regex(FEATURE_FILE),
    /** The scenario's name as written (an outline's with its <placeholders>). */
    scenario: z.string().min(1),
    /** An outline's Examples row, by its cells. */
    example: z.array(z.string()).min(1).optional(),
    /** The step that failed, as the scenario ran it; a hook's failure names the hook. */
    step: z.string().min(1),
    message: z.string(),
    on: z.string().regex(DAY),
  }),
  z.strictObject({
    by: z.literal("test"),
    file: z.string().regex(/^[\w-][\w./-]*\.test\.tsx?$/),
    test: z.string().min(1),
    message: z.string(),
    on: z.string().regex(DAY),
  }),
  z.strictObject({ by: z.literal("build"), message: z.string(), on: z.string().regex(DAY) }),
]);
export type Catch = z.infer<typeof CatchSchema>;
export type ScenarioCatch = Extract<Catch, { by: "scenario" }>;

/** Rule break id → how it was last caught. */
export type LastCatches = Record<string, Catch>;

/** The committed catches; an entry that does not match its schema is left out, a broken file reads as none. */
export function readLastCatches(root: string, relativeFile = LAST_CATCHES_FILE): LastCatches {
  const file = path.join(root, relativeFile);
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).flatMap(([id, entry]) => {
        const checked = CatchSchema.safeParse(entry);
        return checked.success ? [[id, checked.data] as const] : [];
      }),
    );
  } catch {
    return {};
  }
}

/**
 * The catches after a run: this run's catches replace the earlier ones, a
 * break this run tried and did not catch loses its entry, breaks this run did
 * not try keep theirs, and breaks no longer in the list go.
 */
export function nextCatches(
  earlier: LastCatches,
  run: ReadonlyArray<{ id: string; caught?: Catch }>,
  knownIds: readonly string[],
): LastCatches {
  const next: LastCatches = { ...earlier };
  for (const { id, caught } of run) {
    if (caught) next[id] = caught;
    else delete next[id];
  }
  const known = new Set(knownIds);
  return Object.fromEntries(
    Object.entries(next)
      .filter(([id]) => known.has(id))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function writeLastCatches(root: string, catches: LastCatches, relativeFile = LAST_CATCHES_FILE): void {
  writeFileSync(path.join(root, relativeFile), `${JSON.stringify(catches, null, 2)}\n`);
}

const sameCells = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((cell, index) => cell === b[index]);

/**
 * Where a caught scenario is written now, `features/x.feature:12` (an
 * Examples row's own line), read with Cucumber's Gherkin parser; undefined
 * when the file, the scenario or the row is gone.
 */
export function scenarioLocation(root: string, caught: Pick<ScenarioCatch, "feature" | "scenario" | "example">) {
  const file = path.join(root, caught.feature);
  if (!existsSync(file)) return undefined;
  let document: ReturnType<typeof parseFeature>;
  try {
    document = parseFeature(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
  const children = (document.feature?.children ?? []).flatMap((child) => [child, ...(child.rule?.children ?? [])]);
  for (const { scenario } of children) {
    if (!scenario || scenario.name !== caught.scenario) continue;
    const { example } = caught;
    if (!example) return `${caught.feature}:${scenario.location.line}`;
    const rows = scenario.examples.flatMap((block) => block.tableBody);
    const row = rows.find((each) =>
      sameCells(
        each.cells.map((cell) => cell.value),
        example,
      ),
    );
    if (row) return `${caught.feature}:${row.location.line}`;
  }
  return undefined;
}

/**
 * Failures of a page to open at all: the page never became ready, its
 * document was replaced under the step, or the address did not answer. A
 * break caught only so was not caught by its clause's own check, but by the
 * site falling over (or by the machine: a build run in the working copy while
 * its scenarios ran once gave two such false catches). Worth a second look.
 */
const PAGE_DID_NOT_OPEN = /did not become ready|Execution context was destroyed|page\.goto:|net::ERR_/;

/** A failure's message that says a page did not open at all. */
export const pageDidNotOpen = (message: string) => PAGE_DID_NOT_OPEN.test(message);

export function caughtWhileOpening(caught: Pick<Catch, "by" | "message">): boolean {
  return caught.by === "scenario" && pageDidNotOpen(caught.message);
}
