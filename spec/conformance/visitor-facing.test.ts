import { classificationProblems, loadClauses, loadVisitorFacing } from "@mmcb/harness";
import { describe, expect, test } from "vitest";

describe("what a visitor sees (what-a-visitor-sees.yaml)", () => {
  test("every clause of the source spec is seen or unseen, once, and every id is a clause", () => {
    expect(classificationProblems(loadVisitorFacing(), loadClauses())).toEqual([]);
  });

  test("a clause left out, one in both lists, and an unknown id are each named", () => {
    const clauses = [
      { id: "A-1", text: "a", section: "s", source: "source-spec", part: "source spec" as const },
      { id: "A-2", text: "b", section: "s", source: "source-spec", part: "source spec" as const },
      {
        id: "A-3",
        text: "c",
        section: "s",
        source: "source-spec",
        part: "source spec" as const,
        informational: "not shown",
      },
      { id: "D-1", text: "d", section: "s", source: "decisions-api", part: "decisions" as const },
    ];
    expect(classificationProblems({ seen: new Set(["A-1", "NOPE-1"]), unseen: new Set(["A-1"]) }, clauses)).toEqual([
      "NOPE-1 is not a clause of the catalogue",
      "A-1 is both seen and unseen",
      "A-2 is neither seen nor unseen: classify it",
    ]);
  });
});
