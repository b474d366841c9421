import { describe, expect, test } from "vitest";
import { recordedRun } from "../../src/traceability/recorded-run";
import { fakeRun, SAMPLE_FEATURES } from "./test-runs";

describe("a recorded run", () => {
  const run = recordedRun(
    fakeRun(SAMPLE_FEATURES, [
      { name: "The footer links the institutional pages", status: "PASSED", screenshots: ["Rodapé"] },
      {
        name: "/mit-assinatura answers",
        status: "FAILED",
        failingStep: 1,
        message: "expected 200, got 404",
      },
    ]),
  );

  test("knows every scenario of the features, and keys the ones that ran by file and line", () => {
    expect(run.pickles).toHaveLength(4);
    expect([...run.outcomes.keys()]).toEqual([
      "spec/features/sample/footer.feature:9",
      "spec/features/sample/footer.feature:32",
    ]);
  });

  test("an outline's run is keyed by its Examples row", () => {
    const row = run.outcomes.get("spec/features/sample/footer.feature:32");
    expect(row?.pickle.name).toBe("/mit-assinatura answers");
    expect(row?.tags).toContain("@mobile");
  });

  test("a scenario's status is its worst step's; the steps after a failure are skipped; hooks count", () => {
    const failed = run.outcomes.get("spec/features/sample/footer.feature:32");
    expect(failed?.status).toBe("failed");
    expect(failed?.steps.map((step) => `${step.text}: ${step.status}`)).toEqual([
      "a visitor opens the home page: PASSED",
      'a visitor opens "/mit-assinatura": FAILED',
      "the page answers 200: SKIPPED",
      "After: PASSED",
    ]);
    expect(failed?.steps[1]?.message).toBe("expected 200, got 404");
  });

  test("keeps what a scenario attached", () => {
    const passed = run.outcomes.get("spec/features/sample/footer.feature:9");
    expect(passed?.status).toBe("passed");
    expect(passed?.attachments.map((attachment) => attachment.fileName)).toEqual(["Rodapé.png"]);
  });

  test("a run without its end is unfinished", () => {
    expect(run.finished?.success).toBe(false);
    const cut = recordedRun(fakeRun(SAMPLE_FEATURES, [], { finished: false }));
    expect(cut.finished).toBeUndefined();
  });
});
