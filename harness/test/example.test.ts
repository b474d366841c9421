import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { resolveConfig } from "../src/config";
import { broken, readRuleBreaks, whyNotApplicable } from "../src/rule-breaks/rule-breaks";
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
 * documentation, and its rule break caught by the scenario of its clause.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const EXAMPLE = path.join(HERE, "example");
const CONFIG_FILE = path.join(EXAMPLE, "harness.config.ts");
const RUN_SPEC = path.join(HERE, "..", "src", "runner", "run-spec.ts");
const example = resolveConfig(exampleConfig, EXAMPLE);
const relative = (file: string) => path.relative(EXAMPLE, file);

const scratch = mkdtempSync(path.join(tmpdir(), "harness-example-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run spec` of the example: the harness's runner, told of the example by HARNESS_CONFIG. */
function runSpec(reports: string, args: string[] = [], site?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), RUN_SPEC, ...args], {
      cwd: EXAMPLE,
      env: {
        ...process.env,
        HARNESS_CONFIG: CONFIG_FILE,
        EXAMPLE_REPORTS: reports,
        ...(site ? { EXAMPLE_SITE: site } : {}),
        // The deployment is the example's own: no BASE_URL of a caller's.
        BASE_URL: "",
        SPEC_EXPECTATIONS: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
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

  test("its rule break is caught by the scenario of its clause", { timeout: 180_000 }, async () => {
    const [rule] = readRuleBreaks(EXAMPLE, relative(example.paths.ruleBreaks), example.breakableFolders);
    if (!rule) throw new Error("the example has a rule break");
    const site = path.join(scratch, "broken-site");
    cpSync(path.join(EXAMPLE, "site"), site, { recursive: true });
    const page = path.join(site, path.relative("site", rule.file));
    writeFileSync(page, broken(rule, readFileSync(page, "utf8")));
    const reports = path.join(scratch, "broken-reports");
    const { code, output } = await runSpec(reports, ["--tags", `@clause:${rule.clause}`], site);
    expect(code, output).toBe(1);
    const judged = judgeRunFile(path.join(reports, "cucumber.ndjson"), undefined, example.paths.expectations);
    expect(judged.verdict.unexpected.map((outcome) => outcome.pickle.name)).toEqual([
      "The opening hours on the home page",
    ]);
  });
});
