import { describe, expect, test } from "vitest";
import type { CatalogueEntry } from "../../src/traceability/clauses";
import { FEATURE_LIMITS, featureShapeProblems } from "../../src/traceability/feature-shape";

describe("the feature shape", () => {
  const entry = (id: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    id,
    text: `The rule ${id}.`,
    section: "test",
    source: "source-spec",
    part: "source spec",
    ...extra,
  });
  const clauses = new Map(
    [
      entry("A-1"),
      entry("A-2"),
      entry("D-1", {
        text: "What the decision adds.",
        refines: ["A-1"],
        why: "Because.",
        part: "decisions",
        source: "decisions-x",
      }),
    ].map((clause) => [clause.id, clause]),
  );
  const problemsOf = (text: string) => featureShapeProblems("x.feature", text, clauses);
  const scenario = (name: string, tags = "") => `\n    ${tags}\n    Scenario: ${name}\n      Given a step\n`;

  test("a feature of rules, each its clause's id and sentence, has none", () => {
    const text = `Feature: F\n\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${scenario("one", "@mobile")}\n  @clause:D-1\n  Rule: D-1 What the decision adds.\n    Refines A-1.\n    Why: Because.\n${scenario("two")}`;
    expect(problemsOf(text)).toEqual([]);
  });

  test("a scenario outside a rule, or naming a clause of its own, is one", () => {
    expect(problemsOf(`Feature: F\n${scenario("loose", "@clause:A-1")}`)).toEqual([
      'x.feature:4: "loose" stands outside a Rule',
      'x.feature:4: "loose" names A-1: a scenario proves its rule\'s clause only',
    ]);
  });

  test("a rule must carry one clause, its title the clause's sentence", () => {
    const problems = problemsOf(
      `Feature: F\n  @clause:A-1 @clause:A-2\n  Rule: two\n${scenario("s")}\n  @clause:A-2\n  Rule: A-2 Something else\n${scenario("t")}`,
    );
    expect(problems).toEqual([
      'x.feature:3: the rule "two" carries 2 clause tags (exactly one)',
      "x.feature:10: the rule's title must be the clause's id and sentence: \"A-2 The rule A-2.\"",
      "x.feature:10: A-2 has a rule already at line 3",
    ]);
  });

  test("a decision's rule says what it refines and why", () => {
    expect(problemsOf(`Feature: F\n  @clause:D-1\n  Rule: D-1 What the decision adds.\n${scenario("s")}`)).toEqual([
      "x.feature:3: the decision's rule must say, below its title: Refines A-1.",
      "x.feature:3: the decision's rule must say, below its title: Why: Because.",
    ]);
  });

  test("too many tags, too many scenarios, too many lines, JSON: each is one", () => {
    const many = Array.from({ length: FEATURE_LIMITS.scenarios + 1 }, (_, index) => scenario(`s${index}`)).join("");
    expect(problemsOf(`Feature: F\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${many}`)).toEqual([
      `x.feature: ${FEATURE_LIMITS.scenarios + 1} scenarios (at most ${FEATURE_LIMITS.scenarios}); split it by sub-topic`,
    ]);
    const long = `Feature: F\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${scenario("s")}${"\n".repeat(FEATURE_LIMITS.lines)}# end`;
    expect(problemsOf(long)).toEqual([`x.feature: ${FEATURE_LIMITS.lines + 8} lines (at most 150)`]);
    expect(problemsOf(`Feature: F\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${scenario("s", "@a @b @c @d")}`)).toEqual(
      ['x.feature:6: "s" carries 4 tags (at most 3)'],
    );
    const json = `Feature: F\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n    Scenario: s\n      Given the storage holds:\n        | location | {"id": 1} |\n`;
    expect(problemsOf(json)).toEqual(['x.feature:5: raw JSON in "the storage holds:"; write a table instead']);
  });

  test("a clause has one rule in a feature", () => {
    const text = `Feature: F\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${scenario("s")}\n  @clause:A-1\n  Rule: A-1 The rule A-1.\n${scenario("t")}`;
    expect(problemsOf(text)).toEqual(["x.feature:10: A-1 has a rule already at line 3"]);
  });
});
