import { availableLists, loadClauses, loadDeviationList } from "@mmcb/harness";
import { describe, expect, test } from "vitest";

/** This site's catalogue and lists of known deviations, read by the harness. */

describe("the clause catalogue", () => {
  test("the catalogue of the source spec loads, with unique ids", () => {
    const clauses = loadClauses();
    expect(clauses.length).toBeGreaterThan(90);
    expect(new Set(clauses.map((c) => c.id)).size).toBe(clauses.length);
  });
});

describe("the lists of known deviations", () => {
  test("the reference build's list is empty: the reference implementation meets the spec as written", () => {
    expect(loadDeviationList("reference").deviations).toEqual([]);
    expect(availableLists()).toContain("reference");
  });

  test("every list in spec/expectations reads", () => {
    for (const name of availableLists()) expect(() => loadDeviationList(name)).not.toThrow();
  });
});
