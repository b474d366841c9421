import { readFileSync } from "node:fs";
import path from "node:path";
import { featureShapeProblems, loadClauses } from "@mmcb/harness";
import { featureFilesUnder } from "@mmcb/harness/gherkin";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";

const FEATURES = path.join(ROOT, "spec", "features");

describe("every feature file reads as rules and examples, in five minutes", () => {
  const clauses = new Map(loadClauses().map((clause) => [clause.id, clause]));
  const files = featureFilesUnder(FEATURES)
    .map((file) => path.relative(ROOT, file))
    .sort();

  test("there are features to hold to it", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  test.each(files)("%s", (file) => {
    expect(featureShapeProblems(file, readFileSync(path.join(ROOT, file), "utf8"), clauses)).toEqual([]);
  });
});
