import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { featureShapeProblems, loadClauses } from "@mmcb/harness";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";

const FEATURES = path.join(ROOT, "spec", "features");

function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(full);
    return entry.name.endsWith(".feature") ? [full] : [];
  });
}

describe("every feature file reads as rules and examples, in five minutes", () => {
  const clauses = new Map(loadClauses().map((clause) => [clause.id, clause]));
  const files = featureFiles(FEATURES)
    .map((file) => path.relative(ROOT, file))
    .sort();

  test("there are features to hold to it", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  test.each(files)("%s", (file) => {
    expect(featureShapeProblems(file, readFileSync(path.join(ROOT, file), "utf8"), clauses)).toEqual([]);
  });
});
