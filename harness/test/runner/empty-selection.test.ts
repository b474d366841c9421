import { describe, expect, test } from "vitest";
import { emptySelection } from "../../src/runner/selection";

describe("a run that would check nothing", () => {
  test("fails the gate before it starts, saying what was asked", () => {
    const message = emptySelection({ scenarios: 0, writing: 0 }, false, ["--tags", "@clause:NOPE-1"], {});
    expect(message).toMatch(/^No scenario to run \(--tags @clause:NOPE-1\): nothing would be checked/);
  });

  test("counts what read-only leaves out", () => {
    expect(emptySelection({ scenarios: 3, writing: 3 }, true, [], {})).toMatch(/the whole suite, read-only/);
    expect(emptySelection({ scenarios: 3, writing: 3 }, false, [], {})).toBeNull();
    expect(emptySelection({ scenarios: 3, writing: 2 }, true, [], {})).toBeNull();
  });

  test("runs when SPEC_ALLOW_EMPTY=1 says an empty selection is expected", () => {
    expect(
      emptySelection({ scenarios: 0, writing: 0 }, false, ["--tags", "@clause:CALL-1"], { SPEC_ALLOW_EMPTY: "1" }),
    ).toBeNull();
  });
});
