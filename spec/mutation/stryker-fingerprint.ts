import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { importSpecifiers, importsComputedName, isFileSpecifier, resolveSpecifier } from "../imports/module-imports";

/**
 * What Stryker's incremental mode cannot see. It reuses a mutant's last result
 * when the mutated file and the tests that cover the mutant are unchanged; a
 * change anywhere else the tests read (a contract, the catalogue's data, an
 * oracle, an arbitrary, the vitest configuration, a dependency) could change
 * that result unseen. The fingerprint is a hash of all of those files, kept
 * beside Stryker's incremental file: when it differs, `npm run mutate` runs
 * every mutant again (README, "Measured power").
 */

export const INCREMENTAL_FILE = "spec/mutation/stryker-incremental.json";
export const FINGERPRINT_FILE = "spec/mutation/stryker-incremental.fingerprint";

/** How the tests run under Stryker: its vitest configuration and the properties' fixed seed. */
const STRYKER_TEST_SETUP = ["spec/mutation/vitest.config.ts", "spec/mutation/fast-check-fixed-seed.ts"];

/** Where the files the unit, property and contract tests read live. */
const READ_BY_TESTS = ["contracts", "site/src", "spec", "package-lock.json", "stryker.config.mjs", "tsconfig.json"];

/** Code a test can only reach by importing it; data files (JSON, YAML, drawings) may be read from disk. */
const CODE_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|jsx|css)$/;

/**
 * Files whose computed import reaches no code of the site: the runner imports Stryker's configuration, and
 * the PostgreSQL exit test has a child process import scripts/lib.
 */
const COMPUTED_IMPORTS_OUTSIDE_SITE = new Set([
  "spec/mutation/run-mutate.ts",
  "spec/server/embedded-postgres-exit.test.ts",
]);

/**
 * The site's code files the vitest tests reach through their imports, from
 * every test file, following the repository's own modules (spec/imports reads
 * and resolves them as the import-graph checks do). Undefined when some reached
 * module imports a computed name: then every code file of the site counts as
 * read. The site's components, templates and stylesheets are thereby outside
 * the fingerprint while no test imports them, so work on the pages does not
 * make the next `npm run mutate` run every mutant again.
 */
export function siteCodeReachedByTests(root: string, listed: readonly string[]): Set<string> | undefined {
  const reached = new Set<string>();
  const queue = listed.filter((file) => file.startsWith("spec/") && file.endsWith(".test.ts"));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!/\.(?:ts|tsx|mts|js|mjs|cjs|jsx)$/.test(file)) continue;
    const absolute = path.join(root, file);
    if (!COMPUTED_IMPORTS_OUTSIDE_SITE.has(file) && importsComputedName(absolute)) return undefined;
    for (const specifier of importSpecifiers(absolute)) {
      if (!isFileSpecifier(specifier)) continue;
      const target = resolveSpecifier(absolute, specifier.replace(/\?.*$/, ""));
      if (target) queue.push(path.relative(root, target).split(path.sep).join("/"));
    }
  }
  return new Set([...reached].filter((file) => file.startsWith("site/src/")));
}

/**
 * Files under those roots no vitest test reads, or that Stryker diffs itself.
 * The Gherkin side's steps and features are not read (but the every-page
 * feature, whose Examples a contract test reads), nor the mutation runner (but
 * its vitest setup), nor the site's code files no test imports, nor the
 * incremental results and this fingerprint.
 */
function outsideFingerprint(
  file: string,
  isMutated: (file: string) => boolean,
  reachedSiteCode: ReadonlySet<string> | undefined,
): boolean {
  if (file.endsWith(".test.ts") || isMutated(file)) return true;
  if (reachedSiteCode && file.startsWith("site/src/") && CODE_FILE.test(file)) return !reachedSiteCode.has(file);
  // The mutation runner itself, but for the two files that decide how the tests run under Stryker.
  if (file.startsWith("spec/mutation/")) return !STRYKER_TEST_SETUP.includes(file);
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
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...READ_BY_TESTS],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const isMutated = mutatedBy(mutate);
  const hash = createHash("sha256");
  const all = listed
    .toString("utf8")
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(root, file)));
  const reachedSiteCode = siteCodeReachedByTests(root, all);
  const files = all.filter((file) => !outsideFingerprint(file, isMutated, reachedSiteCode)).sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) continue;
    hash.update(file).update("\0").update(readFileSync(absolute)).update("\0");
  }
  return hash.digest("hex");
}
