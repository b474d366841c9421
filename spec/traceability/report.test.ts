import { describe, expect, test } from "vitest";
import type { Check } from "./checks";
import { type CatalogueEntry, clauseIdsIn, loadClauses } from "./clauses";
import { buildTraceability } from "./report";

const clause = (id: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id,
  text: `rule ${id}`,
  section: "test",
  source: "test",
  ...extra,
});
const check = (clauses: string[], status: Check["status"] = "passed"): Check => ({
  kind: "scenario",
  name: "a scenario",
  where: "x.feature",
  clauses,
  status,
});

describe("the traceability report", () => {
  test("reads clause ids from tags and test names", () => {
    expect(clauseIdsIn("@clause:STATE-2")).toEqual(["STATE-2"]);
    expect(clauseIdsIn("keeps link params @clause:STATE-17 @clause:CONST-12")).toEqual(["STATE-17", "CONST-12"]);
    expect(clauseIdsIn("no clause here")).toEqual([]);
  });

  test("a clause is passed only when every check naming it passed", () => {
    const trace = buildTraceability(
      [check(["A-1"]), check(["A-2"]), check(["A-2"], "failed")],
      [clause("A-1"), clause("A-2")],
    );
    expect(trace.rows.map((row) => row.status)).toEqual(["passed", "failed"]);
  });

  test("a clause without checks is uncovered unless informational", () => {
    const trace = buildTraceability([], [clause("A-1"), clause("A-2", { informational: "not shown" })]);
    expect(trace.rows.map((row) => row.status)).toEqual(["uncovered", "informational"]);
  });

  test("a skipped check does not count as passing", () => {
    const trace = buildTraceability([check(["A-1"], "skipped")], [clause("A-1")]);
    expect(trace.rows[0]?.status).toBe("failed");
  });

  test("a check naming an unknown clause fails the gate", () => {
    const trace = buildTraceability([check(["NOPE-1"])], [clause("A-1")]);
    expect(trace.unknown).toHaveLength(1);
    expect(trace.gatePassed).toBe(false);
  });

  test("the catalogue of the source spec loads, with unique ids", () => {
    const clauses = loadClauses();
    expect(clauses.length).toBeGreaterThan(90);
    expect(new Set(clauses.map((c) => c.id)).size).toBe(clauses.length);
  });
});
