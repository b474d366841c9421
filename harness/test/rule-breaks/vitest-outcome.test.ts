import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { readVitestOutcome } from "../../src/rule-breaks/vitest-outcome";

describe("readVitestOutcome", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("counts the tests that ran, skipped ones aside, and names the first failure", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitest-outcome-"));
    const file = path.join(dir, "report.json");
    writeFileSync(
      file,
      JSON.stringify({
        testResults: [
          {
            name: "/repo/spec/server/submissions-api.test.ts",
            assertionResults: [
              {
                fullName: "the rate limit answers 429 @clause:API-4",
                status: "failed",
                failureMessages: ["expected 201 to be 429\n    at …"],
              },
              { fullName: "a property @clause:API-5 (with seed=-511338404)", status: "failed" },
              { fullName: "other", status: "skipped" },
              { fullName: "another @clause:API-4", status: "passed" },
            ],
          },
        ],
      }),
    );
    expect(readVitestOutcome(file, "/repo")).toEqual({
      tests: 3,
      failed: 2,
      firstFailure: {
        test: "the rate limit answers 429 @clause:API-4",
        file: "spec/server/submissions-api.test.ts",
        message: "expected 201 to be 429",
      },
    });
  });

  test("names a property test without the random seed of its run", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitest-outcome-"));
    const file = path.join(dir, "report.json");
    const property = { fullName: "csvCell @clause:API-5 guards formulas (with seed=-511338404)", status: "failed" };
    writeFileSync(
      file,
      JSON.stringify({ testResults: [{ name: "/repo/spec/properties/csv.test.ts", assertionResults: [property] }] }),
    );
    expect(readVitestOutcome(file, "/repo").firstFailure?.test).toBe("csvCell @clause:API-5 guards formulas");
  });

  test("no report is no test", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitest-outcome-"));
    expect(readVitestOutcome(path.join(dir, "none.json"), dir)).toEqual({ tests: 0, failed: 0 });
  });
});
