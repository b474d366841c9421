import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a vitest run of one clause's tests came to, from its JSON report: how
 * many tests ran, how many failed, and the first failure. A rule break whose
 * clause no scenario names (a rule of the API that only the server's tests
 * check, such as API-4's rate limit) is caught by those tests.
 */

export interface FailedTest {
  test: string;
  /** The test file, from the repository's root. */
  file: string;
  message: string;
}

export interface VitestOutcome {
  tests: number;
  failed: number;
  firstFailure?: FailedTest;
}

interface VitestJson {
  testResults?: Array<{
    name?: string;
    assertionResults?: Array<{ fullName?: string; status?: string; failureMessages?: string[] }>;
  }>;
}

/** fast-check's test.prop names each run with its random seed: left out, so a test keeps one name from run to run. */
const GENERATED_SEED = / \(with seed=-?\d+\)$/;

export function readVitestOutcome(file: string, root: string): VitestOutcome {
  if (!existsSync(file)) return { tests: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  let tests = 0;
  let failed = 0;
  let firstFailure: FailedTest | undefined;
  for (const result of report.testResults ?? []) {
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status !== "passed" && assertion.status !== "failed") continue;
      tests += 1;
      if (assertion.status !== "failed") continue;
      failed += 1;
      firstFailure ??= {
        test: (assertion.fullName ?? "").replace(GENERATED_SEED, ""),
        file: path.relative(root, result.name ?? ""),
        message: (assertion.failureMessages?.[0] ?? "").split("\n")[0]?.slice(0, 300) ?? "",
      };
    }
  }
  return firstFailure ? { tests, failed, firstFailure } : { tests, failed };
}
