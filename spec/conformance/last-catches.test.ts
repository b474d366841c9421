import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Catch,
  caughtWhileOpening,
  LAST_CATCHES_FILE,
  nextCatches,
  readLastCatches,
  readRuleBreaks,
  type ScenarioCatch,
  scenarioLocation,
  writeLastCatches,
} from "@mmcb/harness";
import { afterEach, describe, expect, test } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rootWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "last-catches-"));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const byScenario = (scenario: string, extra: Partial<ScenarioCatch> = {}): ScenarioCatch => ({
  by: "scenario",
  feature: "spec/features/a.feature",
  scenario,
  step: 'the footer has no link "Recall"',
  message: "Expected: 0 Received: 1",
  on: "2026-11-29",
  ...extra,
});

describe("how each rule break was last caught", () => {
  test("this run's catches replace the earlier ones; a break tried and not caught loses its entry; unknown ones go", () => {
    const earlier: Record<string, Catch> = {
      "a-break": byScenario("A"),
      "b-break": byScenario("B"),
      "c-break": { by: "build", message: "refused", on: "2026-11-28" },
      gone: byScenario("Gone"),
    };
    const test: Catch = { by: "test", file: "spec/server/api.test.ts", test: "t", message: "m", on: "2026-11-29" };
    const run = [
      { id: "a-break", caught: test },
      { id: "b-break", caught: undefined },
    ];
    expect(nextCatches(earlier, run, ["c-break", "a-break", "b-break"])).toEqual({
      "a-break": test,
      "c-break": earlier["c-break"],
    });
  });

  test("reads back what it wrote; a missing, broken or foreign file reads as none; a malformed entry is left out", () => {
    const root = rootWith({});
    mkdirSync(path.join(root, path.dirname(LAST_CATCHES_FILE)), { recursive: true });
    expect(readLastCatches(root)).toEqual({});
    writeLastCatches(root, { x: byScenario("X", { example: ["/", "2"] }) });
    expect(readLastCatches(root)).toEqual({ x: byScenario("X", { example: ["/", "2"] }) });
    expect(readLastCatches(rootWith({ [LAST_CATCHES_FILE]: "{not json" }))).toEqual({});
    expect(readLastCatches(rootWith({ [LAST_CATCHES_FILE]: "[]" }))).toEqual({});
    const foreign = {
      old: "spec/features/x.feature:4",
      outside: { ...byScenario("X"), feature: "../etc/x.feature" },
      flags: { ...byScenario("X"), feature: "--tags not @x" },
      undated: { by: "build", message: "m" },
      extra: { ...byScenario("X"), line: 4 },
      kept: byScenario("Kept"),
    };
    expect(readLastCatches(rootWith({ [LAST_CATCHES_FILE]: JSON.stringify(foreign) }))).toEqual({
      kept: byScenario("Kept"),
    });
  });

  test("finds a caught scenario where its feature file writes it now: a scenario by name, an Examples row by its cells", () => {
    const feature = [
      "Feature: F",
      "",
      "  Scenario: Plain",
      "    Given a step",
      "",
      "  Rule: R",
      "    Scenario Outline: <page> shows <what>",
      "      Given a step",
      "      Examples:",
      "        | page | what |",
      "        | /    | a    |",
      "        | /x   | b    |",
      "",
    ].join("\n");
    const root = rootWith({ "spec/features/a.feature": feature });
    expect(scenarioLocation(root, byScenario("Plain"))).toBe("spec/features/a.feature:3");
    expect(scenarioLocation(root, byScenario("<page> shows <what>", { example: ["/x", "b"] }))).toBe(
      "spec/features/a.feature:12",
    );
    // Lines added above move the scenario; the record still finds it.
    writeFileSync(
      path.join(root, "spec/features/a.feature"),
      feature.replace("Feature: F\n", "Feature: F\n  A description\n  of two lines\n"),
    );
    expect(scenarioLocation(root, byScenario("Plain"))).toBe("spec/features/a.feature:5");
    expect(scenarioLocation(root, byScenario("<page> shows <what>", { example: ["/x", "b"] }))).toBe(
      "spec/features/a.feature:14",
    );
    // Gone: a renamed scenario, a removed row, a missing file, a file that does not parse.
    expect(scenarioLocation(root, byScenario("Plainer"))).toBeUndefined();
    expect(scenarioLocation(root, byScenario("<page> shows <what>", { example: ["/y", "b"] }))).toBeUndefined();
    expect(scenarioLocation(root, byScenario("Plain", { feature: "spec/features/b.feature" }))).toBeUndefined();
    writeFileSync(path.join(root, "spec/features/a.feature"), "Scenario without a feature\n  | broken");
    expect(scenarioLocation(root, byScenario("Plain"))).toBeUndefined();
  });

  test("a catch by a page that did not open is told apart from a catch by the clause's own check", () => {
    expect(
      caughtWhileOpening(byScenario("X", { message: "The page /x did not become ready: no pageLoad event" })),
    ).toBe(true);
    expect(caughtWhileOpening(byScenario("X", { message: "page.evaluate: Execution context was destroyed" }))).toBe(
      true,
    );
    expect(caughtWhileOpening(byScenario("X", { message: "page.goto: net::ERR_CONNECTION_REFUSED" }))).toBe(true);
    expect(caughtWhileOpening(byScenario("X"))).toBe(false);
    expect(caughtWhileOpening({ by: "build", message: "did not become ready" })).toBe(false);
  });

  test("the committed file is as the runner writes it: every entry valid, nothing reformatted by hand or by a formatter", () => {
    const committed = readFileSync(path.join(ROOT, LAST_CATCHES_FILE), "utf8");
    const root = rootWith({});
    mkdirSync(path.join(root, path.dirname(LAST_CATCHES_FILE)), { recursive: true });
    writeLastCatches(root, readLastCatches(ROOT));
    expect(readFileSync(path.join(root, LAST_CATCHES_FILE), "utf8")).toBe(committed);
  });

  test("the committed catches name rule breaks of the list, caught by scenarios and tests that exist", () => {
    const ids = new Set(readRuleBreaks(ROOT).map((rule) => rule.id));
    const catches = Object.entries(readLastCatches(ROOT));
    expect(catches.length).toBeGreaterThan(0);
    for (const [id, caught] of catches) {
      expect(ids.has(id), id).toBe(true);
      if (caught.by === "scenario") expect(scenarioLocation(ROOT, caught), id).toMatch(/\.feature:\d+$/);
      if (caught.by === "test") expect(existsSync(path.join(ROOT, caught.file)), id).toBe(true);
    }
  });
});
