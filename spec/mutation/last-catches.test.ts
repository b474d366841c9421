import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { LAST_CATCHES_FILE, nextCatches, readLastCatches, writeLastCatches } from "./last-catches";
import { readRuleBreaks } from "./rule-breaks";

const ROOT = path.resolve(__dirname, "..", "..");
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rootWith(text: string | undefined): string {
  const root = mkdtempSync(path.join(tmpdir(), "last-catches-"));
  made.push(root);
  mkdirSync(path.join(root, path.dirname(LAST_CATCHES_FILE)), { recursive: true });
  if (text !== undefined) writeFileSync(path.join(root, LAST_CATCHES_FILE), text);
  return root;
}

describe("where each rule break was last caught", () => {
  test("this run's catches replace the earlier ones; a break not caught by a scenario loses its entry", () => {
    const earlier = {
      "a-break": "spec/features/a.feature:3",
      "b-break": "spec/features/b.feature:9",
      "c-break": "spec/features/c.feature:1",
      gone: "spec/features/gone.feature:2",
    };
    const run = [
      { id: "a-break", caughtAt: "spec/features/a.feature:12" },
      { id: "b-break", caughtAt: undefined },
    ];
    expect(nextCatches(earlier, run, ["a-break", "b-break", "c-break"])).toEqual({
      "a-break": "spec/features/a.feature:12",
      "c-break": "spec/features/c.feature:1",
    });
  });

  test("a catch by a test or the build is not a scenario to run first", () => {
    expect(nextCatches({}, [{ id: "x", caughtAt: "spec/server/api.test.ts" }], ["x"])).toEqual({});
  });

  test("reads back what it wrote, and nothing from a missing, broken or foreign file", () => {
    const root = rootWith(undefined);
    expect(readLastCatches(root)).toEqual({});
    writeLastCatches(root, { x: "spec/features/x.feature:4" });
    expect(readLastCatches(root)).toEqual({ x: "spec/features/x.feature:4" });
    expect(readLastCatches(rootWith("{not json"))).toEqual({});
    expect(readLastCatches(rootWith('["spec/features/x.feature:4"]'))).toEqual({});
    expect(readLastCatches(rootWith('{"x": "--tags not @x", "y": 3, "z": "spec/features/z.feature:7"}'))).toEqual({
      z: "spec/features/z.feature:7",
    });
  });

  test("the committed catches name rule breaks of the list, at scenarios that exist", () => {
    const ids = new Set(readRuleBreaks(ROOT).map((rule) => rule.id));
    for (const [id, location] of Object.entries(readLastCatches(ROOT))) {
      expect(ids.has(id), id).toBe(true);
      const [file = "", line = ""] = location.split(":");
      const text = readFileSync(path.join(ROOT, file), "utf8");
      expect(text.split("\n")[Number(line) - 1], location).toMatch(/^\s*(Scenario|Example|\|)/);
    }
  });
});
