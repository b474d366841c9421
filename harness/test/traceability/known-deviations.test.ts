import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { type KnownDeviation, loadDeviationList } from "../../src/traceability/known-deviations";
import { recordedRun } from "../../src/traceability/recorded-run";
import { describeVerdict, judgeRun } from "../../src/traceability/verdict";
import { fakeRun, SAMPLE_FEATURES } from "./test-runs";

const CLAUSES = new Set(["FOOTER-1", "FOOTER-2", "ROUTE-1", "STATE-2"]);
const FOOTER = "The footer links the institutional pages";
const LAUNCH = "On the launch page the footer leaves out three links";
const OFERTAS = "/ofertas answers";
const ASSINATURA = "/mit-assinatura answers";

const run = (statuses: Record<string, "PASSED" | "FAILED">, options?: { finished?: boolean }) =>
  recordedRun(
    fakeRun(
      SAMPLE_FEATURES,
      Object.entries(statuses).map(([name, status]) => ({ name, status, message: "expected 3 links, found 4" })),
      options,
    ),
  );

const allPassing = { [FOOTER]: "PASSED", [LAUNCH]: "PASSED", [OFERTAS]: "PASSED", [ASSINATURA]: "PASSED" } as const;

describe("the gate's judgement by a deployment's known deviations", () => {
  test("a failure the list names by clause is expected, and the gate passes", () => {
    const verdict = judgeRun(
      run({ ...allPassing, [LAUNCH]: "FAILED" }),
      [{ clause: "FOOTER-2", reason: "The CMS keeps the recall link" }],
      CLAUSES,
    );
    expect(verdict.expected.map((failure) => failure.outcome.pickle.name)).toEqual([LAUNCH]);
    expect(verdict.unexpected).toEqual([]);
    expect(verdict.gatePassed).toBe(true);
  });

  test("a failure the list names by scenario is expected; an outline's row is named by its own name", () => {
    const verdict = judgeRun(
      run({ ...allPassing, [ASSINATURA]: "FAILED" }),
      [{ scenario: ASSINATURA, reason: "The subscription page is not published yet" }],
      CLAUSES,
    );
    expect(verdict.gatePassed).toBe(true);
    expect(verdict.expected).toHaveLength(1);
  });

  test("the same failure without the list fails the gate", () => {
    const verdict = judgeRun(run({ ...allPassing, [LAUNCH]: "FAILED" }), [], CLAUSES);
    expect(verdict.unexpected.map((outcome) => outcome.pickle.name)).toEqual([LAUNCH]);
    expect(verdict.gatePassed).toBe(false);
  });

  test("a failure the list does not name fails the gate, even with other deviations listed", () => {
    const verdict = judgeRun(
      run({ ...allPassing, [LAUNCH]: "FAILED", [FOOTER]: "FAILED" }),
      [{ clause: "FOOTER-2", reason: "known" }],
      CLAUSES,
    );
    expect(verdict.unexpected.map((outcome) => outcome.pickle.name)).toEqual([FOOTER]);
    expect(verdict.gatePassed).toBe(false);
  });

  test("a listed item whose scenarios now pass is reported, so the list shrinks", () => {
    const deviation: KnownDeviation = { clause: "FOOTER-2", reason: "fixed since" };
    const verdict = judgeRun(run(allPassing), [deviation], CLAUSES);
    expect(verdict.nowPassing).toEqual([deviation]);
    expect(verdict.gatePassed).toBe(true);
    expect(describeVerdict(verdict, "spec/expectations/staging.yaml").join("\n")).toContain(
      "now passes: FOOTER-2; remove it from spec/expectations/staging.yaml",
    );
  });

  test("a listed item whose scenarios did not run is not reported as passing", () => {
    const verdict = judgeRun(run({ [FOOTER]: "PASSED" }), [{ clause: "FOOTER-2", reason: "known" }], CLAUSES);
    expect(verdict.nowPassing).toEqual([]);
  });

  test("an entry naming an unknown clause, a clause no scenario names, or no scenario, fails the gate", () => {
    const verdict = judgeRun(
      run(allPassing),
      [
        { clause: "NOPE-1", reason: "typo" },
        { clause: "STATE-2", reason: "no scenario of the sample names it" },
        { scenario: "A scenario that was renamed", reason: "stale" },
      ],
      CLAUSES,
    );
    expect(verdict.stale.map((entry) => entry.problem)).toEqual([
      "is not a clause of the catalogue",
      "is named by no scenario of the suite",
      "is not the name of a scenario of the suite",
    ]);
    expect(verdict.gatePassed).toBe(false);
  });

  test("a run that did not finish fails the gate, whatever passed", () => {
    const verdict = judgeRun(run(allPassing, { finished: false }), [], CLAUSES);
    expect(verdict.incomplete).toEqual(["the run did not finish (no testRunFinished message)"]);
    expect(verdict.gatePassed).toBe(false);
  });
});

describe("the lists of known deviations", () => {
  test("an entry without its reason, or naming both a clause and a scenario, is refused", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "expectations-"));
    writeFileSync(path.join(dir, "staging.yaml"), "- clause: SEC-2\n");
    expect(() => loadDeviationList("staging", dir)).toThrow(/staging.yaml is malformed/);
    writeFileSync(path.join(dir, "staging.yaml"), "- clause: SEC-2\n  scenario: x\n  reason: y\n");
    expect(() => loadDeviationList("staging", dir)).toThrow(/malformed/);
    writeFileSync(path.join(dir, "staging.yaml"), "- clause: SEC-2\n  reason: The CDN strips Permissions-Policy\n");
    expect(loadDeviationList("staging", dir).deviations).toEqual([
      { clause: "SEC-2", reason: "The CDN strips Permissions-Policy" },
    ]);
  });

  test("a list that does not exist is named with the lists there are", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "expectations-"));
    writeFileSync(path.join(dir, "production.yaml"), "[]\n");
    expect(() => loadDeviationList("staging", dir)).toThrow(/there is no .*staging.yaml\. Lists: production\./);
  });
});
