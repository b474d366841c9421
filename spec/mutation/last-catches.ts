import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Where each rule break was last caught: the scenario (feature file and line)
 * that failed on it. `npm run mutate` runs that scenario first, alone, and the
 * rest of the clause's scenarios only when it no longer catches the break: a
 * clause named by many scenarios (ERROR-2 has 94) otherwise runs until the one
 * that catches comes up, two minutes for one break. Stryker orders its tests
 * the same way (the killing test first). Committed, as Stryker's incremental
 * results are, so a fresh clone starts from the last run's catches.
 */

export const LAST_CATCHES_FILE = path.join("spec", "mutation", "last-catches.json");

/** Rule break id → "spec/features/…feature:line". */
export type LastCatches = Record<string, string>;

const SCENARIO_LOCATION = /^spec\/features\/[\w./-]+\.feature:\d+$/;

export function readLastCatches(root: string): LastCatches {
  const file = path.join(root, LAST_CATCHES_FILE);
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    // Only scenario locations: anything else would be handed to cucumber as a path.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && SCENARIO_LOCATION.test(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The catches after a run: this run's scenario catches replace the earlier
 * ones, a break this run did not catch by a scenario loses its entry, breaks
 * this run did not try keep theirs, and breaks no longer in the list go.
 */
export function nextCatches(
  earlier: LastCatches,
  run: ReadonlyArray<{ id: string; caughtAt?: string }>,
  knownIds: readonly string[],
): LastCatches {
  const next: LastCatches = { ...earlier };
  for (const { id, caughtAt } of run) {
    if (caughtAt && SCENARIO_LOCATION.test(caughtAt)) next[id] = caughtAt;
    else delete next[id];
  }
  const known = new Set(knownIds);
  return Object.fromEntries(
    Object.entries(next)
      .filter(([id]) => known.has(id))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function writeLastCatches(root: string, catches: LastCatches): void {
  writeFileSync(path.join(root, LAST_CATCHES_FILE), `${JSON.stringify(catches, null, 2)}\n`);
}
