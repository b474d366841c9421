import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { readVitestOutcome } from "./vitest-outcome";

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
              { fullName: "other", status: "skipped" },
              { fullName: "another @clause:API-4", status: "passed" },
            ],
          },
        ],
      }),
    );
    expect(readVitestOutcome(file, "/repo")).toEqual({
      tests: 2,
      failed: 1,
      firstFailure: {
        test: "the rate limit answers 429 @clause:API-4",
        file: "spec/server/submissions-api.test.ts",
        message: "expected 201 to be 429",
      },
    });
  });

  test("no report is no test", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitest-outcome-"));
    expect(readVitestOutcome(path.join(dir, "none.json"), dir)).toEqual({ tests: 0, failed: 0 });
  });
});
