import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { resolveConfig } from "../src/config";
import { type RunResult, run } from "../src/process";
import { readRuleBreaks, whyNotApplicable } from "../src/rule-breaks/rule-breaks";
import { LANES, workingCopyPath } from "../src/rule-breaks/working-copy";
import { loadClauses } from "../src/traceability/clauses";
import { featureShapeProblems } from "../src/traceability/feature-shape";
import { judgeRunFile } from "../src/traceability/judged-run";
import { availableLists, loadDeviationList } from "../src/traceability/known-deviations";
import { classificationProblems, loadVisitorFacing } from "../src/traceability/visitor-facing";
import exampleConfig from "./example/harness.config";

/**
 * The harness knows no project: here it runs one it has never seen, a two-page static site with
 * three clauses and one rule break (harness/test/example/), through the same code that runs this
 * repository's site: its catalogue, its features' shape, its runner, gate, traceability and living
 * documentation, and its rule break applied to a copy and caught by the scenario of its clause.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const EXAMPLE = path.join(HERE, "example");
const CONFIG_FILE = path.join(EXAMPLE, "harness.config.ts");
const RUN_SPEC = path.join(HERE, "..", "src", "runner", "run-spec.ts");
const RUN_MUTATE = path.join(HERE, "..", "src", "rule-breaks", "run-mutate.ts");
const example = resolveConfig(exampleConfig, EXAMPLE);
const relative = (file: string) => path.relative(EXAMPLE, file);

const scratch = mkdtempSync(path.join(tmpdir(), "harness-example-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run spec` of the example: the harness's runner, told of the example by HARNESS_CONFIG. */
function runSpec(reports: string, args: string[] = []): Promise<RunResult> {
  return runCommand(RUN_SPEC, args, { EXAMPLE_REPORTS: reports });
}

/** One of the harness's commands, run in the example's folder and told of it by HARNESS_CONFIG. */
function runCommand(file: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return run(process.execPath, ["--import", import.meta.resolve("tsx"), file, ...args], {
    cwd: EXAMPLE,
    env: {
      ...process.env,
      HARNESS_CONFIG: CONFIG_FILE,
      ...env,
      // The deployment is the example's own: no BASE_URL of a caller's.
      BASE_URL: "",
      SPEC_EXPECTATIONS: "",
    },
  });
}

describe("the example's spec, read by the harness", () => {
  const clauses = loadClauses(example.paths.clauses);

  test("its catalogue: three clauses of its source", () => {
    expect(clauses.map((clause) => [clause.id, clause.part])).toEqual([
      ["CAFE-1", "source spec"],
      ["CAFE-2", "source spec"],
      ["CAFE-3", "source spec"],
    ]);
  });

  test("each clause is classified as seen by a visitor or not", () => {
    expect(classificationProblems(loadVisitorFacing(example.paths.visitorFacing), clauses)).toEqual([]);
  });

  test("its feature reads as rules and examples", () => {
    const file = path.join(example.paths.features, "pages.feature");
    const byId = new Map(clauses.map((clause) => [clause.id, clause]));
    expect(featureShapeProblems(relative(file), readFileSync(file, "utf8"), byId)).toEqual([]);
  });

  test("its reference build's list of known deviations reads, and is empty", () => {
    expect(availableLists(example.paths.expectations)).toEqual(["reference"]);
    expect(loadDeviationList("reference", example.paths.expectations).deviations).toEqual([]);
  });

  test("its rule break reads, and applies to its page", () => {
    const [rule, ...others] = readRuleBreaks(EXAMPLE, relative(example.paths.ruleBreaks), example.breakableFolders);
    expect(others).toEqual([]);
    expect(rule?.clause).toBe("CAFE-2");
    const page = readFileSync(path.join(EXAMPLE, rule?.file ?? ""), "utf8");
    expect(rule && whyNotApplicable(rule, page)).toBeUndefined();
  });
});

describe("the example run by the harness's runner", () => {
  test("its scenarios pass, the gate passes, and the reports say so", { timeout: 180_000 }, async () => {
    const reports = path.join(scratch, "reports");
    const { code, output } = await runSpec(reports);
    expect(code, output).toBe(0);
    const judged = judgeRunFile(
      path.join(reports, "cucumber.ndjson"),
      new Set(["CAFE-1", "CAFE-2", "CAFE-3"]),
      example.paths.expectations,
    );
    expect([...judged.run.outcomes.values()].map((outcome) => outcome.status)).toEqual(Array(4).fill("passed"));
    expect(judged.verdict.gatePassed).toBe(true);
    const traceability = readFileSync(path.join(reports, "traceability.md"), "utf8");
    for (const id of ["CAFE-1", "CAFE-2", "CAFE-3"]) expect(traceability).toContain(id);
    const livingDoc = readFileSync(path.join(reports, "index.html"), "utf8");
    expect(livingDoc).toContain("<h1>Living documentation: The Lighthouse Café</h1>");
    expect(livingDoc).toContain("A visitor no longer learns when the café is open.");
  });

  test("its rule break is caught by the scenario of its clause, through the harness's runner of breaks", {
    timeout: 180_000,
  }, async () => {
    const reports = path.join(scratch, "mutation-reports");
    const lastCatches = path.join(scratch, "last-catches.json");
    try {
      const { code, output } = await runCommand(RUN_MUTATE, ["--only", "rule-breaks", "--fresh"], {
        EXAMPLE_REPORTS: reports,
        EXAMPLE_LAST_CATCHES: lastCatches,
      });
      expect(code, output).toBe(0);
      expect(output).toContain("Rule breaks: 1 of 1 caught");
      const caught = JSON.parse(readFileSync(lastCatches, "utf8")) as Record<string, { by: string; scenario?: string }>;
      expect(caught["hours-left-out"]).toMatchObject({
        by: "scenario",
        scenario: "The opening hours on the home page",
      });
      // The break was made in a copy: the example's own page is as written.
      expect(readFileSync(path.join(EXAMPLE, "site", "index.html"), "utf8")).toContain("every day from 7 to 19");
    } finally {
      for (const lane of LANES)
        rmSync(workingCopyPath(EXAMPLE, "lighthouse-cafe", lane), { recursive: true, force: true });
    }
  });
});
