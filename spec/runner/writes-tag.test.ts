import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { parseFeature } from "../support/gherkin-document";
import { selectionOf, WRITES_TAG } from "./selection";

/**
 * The `@writes` tag keeps a read-only run of a real deployment from writing to
 * it, so it must be on every scenario that writes. A scenario has written when
 * the form thanks the visitor (the deployment stored the submission) or when it
 * reads back what the importer received.
 */

const WRITTEN = [/^the form thanks the visitor/, /^the importer received/];
const FEATURES = path.join(ROOT, "spec", "features");

function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(full);
    return entry.name.endsWith(".feature") ? [full] : [];
  });
}

interface Written {
  where: string;
  tags: string[];
  writes: boolean;
  runs: number;
}

function scenarios(): Written[] {
  return featureFiles(FEATURES).flatMap((file) => {
    const feature = parseFeature(readFileSync(file, "utf8")).feature;
    const featureTags = feature?.tags.map((tag) => tag.name) ?? [];
    return (feature?.children ?? []).flatMap((child) => {
      const scenario = child.scenario;
      if (!scenario) return [];
      return [
        {
          where: `${path.relative(ROOT, file)}:${scenario.location.line}`,
          tags: [...featureTags, ...scenario.tags.map((tag) => tag.name)],
          writes: scenario.steps.some((step) => WRITTEN.some((pattern) => pattern.test(step.text))),
          runs: Math.max(
            1,
            scenario.examples.reduce((rows, examples) => rows + examples.tableBody.length, 0),
          ),
        },
      ];
    });
  });
}

describe("the scenarios that write data", () => {
  test(`every scenario that stores a submission on the deployment carries ${WRITES_TAG}`, () => {
    const untagged = scenarios().filter((scenario) => scenario.writes && !scenario.tags.includes(WRITES_TAG));
    expect(untagged.map((scenario) => scenario.where)).toEqual([]);
  });

  test("Cucumber's plan of a run counts them as the features tag them", async () => {
    const tagged = scenarios()
      .filter((scenario) => scenario.tags.includes(WRITES_TAG))
      .reduce((runs, scenario) => runs + scenario.runs, 0);
    const all = await selectionOf([]);
    expect(all.writing).toBe(tagged);
    expect(all.writing).toBeGreaterThan(0);
    const quote = await selectionOf(["--tags", "@quote"]);
    expect(quote.writing).toBe(
      scenarios().filter((s) => s.where.startsWith("spec/features/forms/quote.feature") && s.tags.includes(WRITES_TAG))
        .length,
    );
  });
});
