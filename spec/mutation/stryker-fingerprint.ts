import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

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

/**
 * Files under those roots no vitest test reads, or that Stryker diffs itself.
 * The Gherkin side's steps and features are not read (but the every-page
 * feature, whose Examples a contract test reads), nor the mutation runner (but
 * its vitest setup), nor the incremental results and this fingerprint.
 */
function outsideFingerprint(file: string, isMutated: (file: string) => boolean): boolean {
  if (file.endsWith(".test.ts") || isMutated(file)) return true;
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
  const files = listed
    .toString("utf8")
    .split("\0")
    .filter((file) => file !== "" && !outsideFingerprint(file, isMutated))
    .sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) continue;
    hash.update(file).update("\0").update(readFileSync(absolute)).update("\0");
  }
  return hash.digest("hex");
}
