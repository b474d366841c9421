import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { type Check, kindOfTestFile, vitestReports } from "../../src/traceability/checks";
import { type CatalogueEntry, clauseIdsIn } from "../../src/traceability/clauses";
import { buildTraceability, inReadingOrder, toMarkdown } from "../../src/traceability/report";
import type { VisitorFacing } from "../../src/traceability/visitor-facing";

const clause = (id: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id,
  text: `rule ${id}`,
  section: "test",
  source: "source-spec",
  part: "source spec",
  ...extra,
});
const check = (clauses: string[], status: Check["status"] = "passed", extra: Partial<Check> = {}): Check => ({
  kind: "scenario",
  name: "a scenario",
  where: "x.feature:3",
  clauses,
  status,
  ...extra,
});
const noneSeen: VisitorFacing = { seen: new Set(), unseen: new Set() };

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
      noneSeen,
    );
    expect(trace.rows.map((row) => row.status)).toEqual(["passed", "failed"]);
  });

  test("a clause without checks is uncovered unless informational", () => {
    const trace = buildTraceability([], [clause("A-1"), clause("A-2", { informational: "not shown" })], noneSeen);
    expect(trace.rows.map((row) => row.status)).toEqual(["uncovered", "informational"]);
  });

  test("a skipped check does not count as passing", () => {
    const trace = buildTraceability([check(["A-1"], "skipped")], [clause("A-1")], noneSeen);
    expect(trace.rows[0]?.status).toBe("failed");
  });

  test("a failure the deployment's list covers makes a known deviation, which the gate lets through", () => {
    const known = check(["A-1"], "failed", { knownDeviations: [{ clause: "A-1", reason: "the CDN strips it" }] });
    const trace = buildTraceability([known, check(["A-1"])], [clause("A-1")], noneSeen);
    expect(trace.rows[0]?.status).toBe("deviates");
    expect(trace.gatePassed).toBe(true);
    expect(toMarkdown(trace, "staging")).toContain("known deviation: the CDN strips it");
  });

  test("a check naming an unknown clause fails the gate", () => {
    const trace = buildTraceability([check(["NOPE-1"])], [clause("A-1")], noneSeen);
    expect(trace.unknown).toHaveLength(1);
    expect(trace.gatePassed).toBe(false);
  });

  test("checks are told apart by kind: browser scenario, property, contract, unit", () => {
    expect(kindOfTestFile("spec/properties/prices.test.ts")).toBe("property");
    expect(kindOfTestFile("spec/contracts/catalogue.test.ts")).toBe("contract");
    expect(kindOfTestFile("spec/unit/tags.test.ts")).toBe("unit");
    expect(kindOfTestFile("spec/server/reference-api.test.ts")).toBe("unit");
    const trace = buildTraceability(
      [check(["A-1"]), check(["A-1"], "passed", { kind: "property" }), check(["A-1"], "passed", { kind: "property" })],
      [clause("A-1")],
      noneSeen,
    );
    expect(toMarkdown(trace, "reference")).toContain("| 1 browser scenario, 2 property |");
  });

  test("a clause a visitor sees, proven only without a browser, is flagged", () => {
    const visitorFacing: VisitorFacing = { seen: new Set(["A-1", "A-2"]), unseen: new Set(["A-3"]) };
    const trace = buildTraceability(
      [
        check(["A-1"], "passed", { kind: "unit" }),
        check(["A-1"], "passed", { kind: "contract" }),
        check(["A-2"]),
        check(["A-2"], "passed", { kind: "unit" }),
        check(["A-3"], "passed", { kind: "unit" }),
      ],
      [clause("A-1"), clause("A-2"), clause("A-3")],
      visitorFacing,
    );
    expect(trace.rows.map((row) => row.provenWithoutBrowser)).toEqual([true, false, false]);
    const markdown = toMarkdown(trace, "reference");
    expect(markdown).toContain("## Seen by a visitor, proven without a browser");
    expect(markdown).toContain("- A-1: 1 contract, 1 unit");
  });

  test("lists a clause's checks in one order, whatever order the runs finished in", () => {
    const checks = [
      check(["A-1"], "passed", { where: "b.feature:12" }),
      check(["A-1"], "passed", { kind: "unit", where: "spec/unit/a.test.ts" }),
      check(["A-1"], "passed", { where: "b.feature:9" }),
      check(["A-1"], "passed", { where: "a.feature:30" }),
    ];
    const order = (list: Check[]) =>
      buildTraceability(list, [clause("A-1")], noneSeen).rows[0]?.checks.map((each) => each.where);
    expect(order(checks)).toEqual(["a.feature:30", "b.feature:9", "b.feature:12", "spec/unit/a.test.ts"]);
    expect(order([...checks].reverse())).toEqual(order(checks));
  });

  test("the source spec comes first, in its order, then the project's decisions, then the engineering rules", () => {
    const ordered = inReadingOrder([
      clause("E-1", { source: "engineering-server", part: "engineering" }),
      clause("D-1", { source: "decisions-api", part: "decisions" }),
      clause("S-2"),
      clause("D-2", { source: "decisions-chrome", part: "decisions" }),
      clause("S-1"),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(["S-2", "S-1", "D-1", "D-2", "E-1"]);
  });

  test("a decision's row says what it refines and why", () => {
    const decision = clause("D-1", { source: "decisions-api", part: "decisions", refines: ["S-1"], why: "Because." });
    const markdown = toMarkdown(buildTraceability([check(["D-1"])], [clause("S-1"), decision], noneSeen), "reference");
    expect(markdown).toContain("| D-1 | rule D-1<br>Refines S-1. Why: Because. |");
    expect(markdown).toContain("## test (decision, decisions-api)");
  });

  test("reads every vitest report of a run, not only vitest.json", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
    for (const file of ["vitest.json", "vitest-built-site.json", "vitest.json.bak", "cucumber.ndjson"]) {
      writeFileSync(path.join(dir, file), "{}");
    }
    expect(vitestReports(dir).map((file) => path.basename(file))).toEqual(["vitest-built-site.json", "vitest.json"]);
  });
});
