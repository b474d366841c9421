import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { broken, clauseGroup, occurrences, RuleBreakFileSchema, readRuleBreaks, whyNotApplicable } from "@mmcb/harness";
import { describe, expect } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../../tooling/paths";

/** The clause catalogue as its files write it: every clause's id, and whether it states something checkable. */
function catalogue(): Array<{ file: string; id: string; checkable: boolean }> {
  const dir = path.join(ROOT, "spec", "clauses");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .flatMap((file) =>
      (
        parse(readFileSync(path.join(dir, file), "utf8")) as Array<{
          clauses: Array<{ id: string; informational?: string; retired?: string }>;
        }>
      ).flatMap((section) =>
        section.clauses.map((clause) => ({
          file,
          id: clause.id,
          checkable: clause.informational === undefined && clause.retired === undefined,
        })),
      ),
    );
}

const RULE_BREAKS = readRuleBreaks(ROOT);
const CLAUSES = catalogue();

describe("the rule breaks of spec/rule-breaks/rule-breaks.yaml", () => {
  test("each breaks a checkable clause of the catalogue", () => {
    const checkable = new Set(CLAUSES.filter((clause) => clause.checkable).map((clause) => clause.id));
    for (const rule of RULE_BREAKS) expect(checkable.has(rule.clause), `${rule.id}: ${rule.clause}`).toBe(true);
  });

  test("cover every group of the source spec's clauses that states something checkable", () => {
    const groups = new Set(
      CLAUSES.filter((clause) => clause.file === "source-spec.yaml" && clause.checkable).map((clause) =>
        clauseGroup(clause.id),
      ),
    );
    const broken = new Set(RULE_BREAKS.map((rule) => clauseGroup(rule.clause)));
    expect([...groups].filter((group) => !broken.has(group))).toEqual([]);
  });

  test("are at least forty", () => {
    expect(RULE_BREAKS.length).toBeGreaterThanOrEqual(40);
  });

  test("each still applies: its text occurs exactly once in its file", () => {
    for (const rule of RULE_BREAKS) {
      const file = path.join(ROOT, rule.file);
      const text = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      expect(whyNotApplicable(rule, text), `${rule.id} in ${rule.file}`).toBeUndefined();
    }
  });
});

describe("RuleBreakFileSchema", () => {
  const valid = {
    id: "fbclid-not-carried",
    clause: "CONST-12",
    file: "site/src/tracking/carry-tracking-params.ts",
    search: '|| name === "fbclid"',
    replace: "",
    noticed: "A visitor from a Meta ad loses the fbclid at the first click.",
  };

  test("accepts a rule break of the site, the server or the contracts", () => {
    expect(RuleBreakFileSchema.safeParse([valid]).success).toBe(true);
    expect(RuleBreakFileSchema.safeParse([{ ...valid, file: "server/app.ts" }]).success).toBe(true);
  });

  test("refuses a repeated id, a change that changes nothing, a file elsewhere and an unknown field", () => {
    for (const entries of [
      [valid, valid],
      [{ ...valid, replace: valid.search }],
      [{ ...valid, file: "spec/steps/footer.steps.ts" }],
      [{ ...valid, file: "../outside.ts" }],
      [{ ...valid, clause: "const-12" }],
      [{ ...valid, tags: "@mobile" }],
    ]) {
      expect(RuleBreakFileSchema.safeParse(entries).success, JSON.stringify(entries)).toBe(false);
    }
  });
});

describe("clauseGroup", () => {
  test("is the id without its number", () => {
    expect(clauseGroup("STATE-12")).toBe("STATE");
    expect(clauseGroup("ANALYTICS-1")).toBe("ANALYTICS");
  });
});

// Text around a marker that appears nowhere else in it.
const textAroundMarker = fc
  .tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }))
  .map(([before, after]) => ({ before: before.replace(/@/g, ""), after: after.replace(/@/g, "") }));

describe("broken", () => {
  test.prop([textAroundMarker, fc.string({ maxLength: 10 })])(
    "replaces the one occurrence, leaving everything around it",
    ({ before, after }, replacement) => {
      const text = `${before}@marca@${after}`;
      expect(broken({ search: "@marca@", replace: replacement }, text)).toBe(`${before}${replacement}${after}`);
    },
  );

  test("keeps replacement patterns as written", () => {
    expect(broken({ search: "a", replace: "$&$1" }, "xay")).toBe("x$&$1y");
  });

  test("refuses text that is missing or repeated, saying so", () => {
    expect(() => broken({ search: "z", replace: "y" }, "abc")).toThrow(/not in the file/);
    expect(() => broken({ search: "a", replace: "y" }, "aba")).toThrow(/occurs 2 times/);
    expect(whyNotApplicable({ search: "a" }, undefined)).toMatch(/does not exist/);
  });
});

describe("occurrences", () => {
  test.prop([
    fc.array(
      fc.string({ maxLength: 8 }).map((text) => text.replace(/@/g, "")),
      { maxLength: 6 },
    ),
  ])("counts each separate occurrence", (parts) => {
    expect(occurrences(parts.join("@"), "@")).toBe(Math.max(0, parts.length - 1));
  });
});
