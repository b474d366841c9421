import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { CONFIG, ROOT } from "../config";
import type { CatalogueEntry } from "./clauses";

/**
 * Which clauses of the source spec describe something a visitor sees
 * (`paths.visitorFacing` of the configuration). Such a clause proven without a browser scenario
 * is proven for our code only, and the reports flag it.
 */

export const VISITOR_FACING_FILE = CONFIG.paths.visitorFacing;

const ClauseIds = z.array(z.string()).default([]);
export const VisitorFacingSchema = z.strictObject({ seen: ClauseIds, unseen: ClauseIds });

export interface VisitorFacing {
  seen: ReadonlySet<string>;
  unseen: ReadonlySet<string>;
}

export function loadVisitorFacing(file = VISITOR_FACING_FILE): VisitorFacing {
  const parsed = VisitorFacingSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${path.relative(ROOT, file)} is malformed: ${z.prettifyError(parsed.error)}`);
  }
  return { seen: new Set(parsed.data.seen), unseen: new Set(parsed.data.unseen) };
}

/** Problems of the classification against the catalogue: unknown ids, ids in both lists, clauses in neither. */
export function classificationProblems(visitorFacing: VisitorFacing, clauses: readonly CatalogueEntry[]): string[] {
  const ids = new Set(clauses.map((clause) => clause.id));
  const problems: string[] = [];
  for (const id of [...visitorFacing.seen, ...visitorFacing.unseen]) {
    if (!ids.has(id)) problems.push(`${id} is not a clause of the catalogue`);
  }
  for (const id of visitorFacing.seen) {
    if (visitorFacing.unseen.has(id)) problems.push(`${id} is both seen and unseen`);
  }
  for (const clause of clauses) {
    if (clause.source !== "source-spec" || clause.informational || clause.retired) continue;
    if (!visitorFacing.seen.has(clause.id) && !visitorFacing.unseen.has(clause.id)) {
      problems.push(`${clause.id} is neither seen nor unseen: classify it`);
    }
  }
  return problems;
}
