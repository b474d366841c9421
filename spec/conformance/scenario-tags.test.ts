import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@cucumber/gherkin";
import { IdGenerator } from "@cucumber/messages";
import { selectionOf, WRITES_TAG } from "@mmcb/harness";
import { featureFilesUnder, parseFeature } from "@mmcb/harness/gherkin";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { ENGINE_POWER_TAGS, WEBKIT_RUNNABLE_TAGS } from "../support/settings";
import { readStepPowers, tagOf } from "./engine-powers";

/**
 * The `@writes` tag keeps a read-only run of a real deployment from writing to
 * it, so it must be on every scenario that writes. A scenario has written when
 * the form thanks the visitor (the deployment stored the submission) or when it
 * reads back what the importer received.
 */

const WRITTEN = [/^the form thanks the visitor/, /^the importer received/];

/**
 * `npm test` runs the steadiness scenarios again in each other font set-up
 * (scripts/test.ts selects them by this tag), so a scenario that checks that a
 * page did not move must carry it, or a font could move that page unseen.
 */
const STEADINESS_TAG = "@steadiness";
const STEADINESS_STEP = /^the page did not move as it loaded$/;
const FEATURES = path.join(ROOT, "spec", "features");

interface Written {
  where: string;
  tags: string[];
  writes: boolean;
  /** Whether it checks that the page did not move as it loaded: the check a visitor's fonts can break. */
  steadiness: boolean;
  runs: number;
}

type FeatureChild = NonNullable<ReturnType<typeof parseFeature>["feature"]>["children"][number];
type Step = { text: string };

/**
 * Every scenario of the features, those inside a `Rule:` too, with the tags it inherits (feature and rule)
 * and the Background steps it runs before its own (the feature's, then its rule's).
 */
function scenarios(): Written[] {
  return featureFilesUnder(FEATURES).flatMap((file) => {
    const feature = parseFeature(readFileSync(file, "utf8")).feature;
    const where = (line: number) => `${path.relative(ROOT, file)}:${line}`;
    const within = (children: readonly FeatureChild[], tags: string[], background: Step[]): Written[] => {
      const steps = [...background, ...children.flatMap((child) => child.background?.steps ?? [])];
      return children.flatMap((child) => {
        if (child.rule) {
          return within(child.rule.children, [...tags, ...child.rule.tags.map((tag) => tag.name)], steps);
        }
        const scenario = child.scenario;
        if (!scenario) return [];
        return [
          {
            where: where(scenario.location.line),
            tags: [...tags, ...scenario.tags.map((tag) => tag.name)],
            writes: [...steps, ...scenario.steps].some((step) => WRITTEN.some((pattern) => pattern.test(step.text))),
            steadiness: [...steps, ...scenario.steps].some((step) => STEADINESS_STEP.test(step.text)),
            runs: Math.max(
              1,
              scenario.examples.reduce((rows, examples) => rows + examples.tableBody.length, 0),
            ),
          },
        ];
      });
    };
    return within(feature?.children ?? [], feature?.tags.map((tag) => tag.name) ?? [], []);
  });
}

describe("the scenarios that write data", () => {
  test(`every scenario that stores a submission on the deployment carries ${WRITES_TAG}`, () => {
    // Scenarios inside a Rule are read too (consent.feature, tags.feature), and the forms write.
    expect(
      scenarios().filter((scenario) => scenario.where.startsWith("spec/features/tracking/consent.feature")).length,
    ).toBeGreaterThan(5);
    expect(scenarios().filter((scenario) => scenario.writes).length).toBeGreaterThan(10);
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
      scenarios()
        .filter((s) => s.tags.includes("@quote") && s.tags.includes(WRITES_TAG))
        .reduce((runs, scenario) => runs + scenario.runs, 0),
    );
  });
});

describe("the scenarios that check a page does not move", () => {
  test(`every one carries ${STEADINESS_TAG}, and no other`, () => {
    const steady = scenarios().filter((scenario) => scenario.steadiness);
    expect(steady.length).toBeGreaterThan(3);
    expect(steady.filter((scenario) => !scenario.tags.includes(STEADINESS_TAG)).map((s) => s.where)).toEqual([]);
    const idle = scenarios().filter((scenario) => !scenario.steadiness && scenario.tags.includes(STEADINESS_TAG));
    expect(idle.map((scenario) => scenario.where)).toEqual([]);
  });
});

/**
 * The WebKit engine (SPEC_ENGINE=webkit) drives the browser through W3C WebDriver classic, which has no
 * virtual clock, no routing of requests, no log of them and no script before the page's own; its runs
 * leave out the scenarios tagged as needing one (settings.ts, ENGINE_POWER_TAGS). A scenario whose steps
 * use such a power (read from the step definitions and the code they call: engine-powers.ts) must carry
 * its tag, on itself, its Rule or its Feature, or a WebKit run would fail it for the engine's sake.
 */
describe("the scenarios that need what WebDriver classic lacks", () => {
  const { powersOf, definitions } = readStepPowers(ROOT);

  test("the reading finds each power where the steps use it", () => {
    expect(definitions.length).toBeGreaterThan(200);
    expect([...powersOf("2 seconds pass")]).toEqual(["virtual clock"]);
    expect([...powersOf("today is 01/02/2026")]).toEqual(["virtual clock"]);
    expect([...powersOf("the visitor's connection is slow: each page arrives in pieces")]).toEqual(["request routing"]);
    expect([...powersOf("a visitor opens the home page")]).toEqual([]);
  });

  test("every one carries the tag of each power its steps use", () => {
    const lacking = new Set<string>();
    const needing = new Map<string, number>();
    for (const file of featureFilesUnder(FEATURES)) {
      const document = parseFeature(readFileSync(file, "utf8"));
      for (const pickle of compile(document, path.relative(ROOT, file), IdGenerator.incrementing())) {
        const tags = pickle.tags.map((tag) => tag.name);
        const powers = new Set(pickle.steps.flatMap((step) => [...powersOf(step.text)]));
        for (const power of powers) needing.set(power, (needing.get(power) ?? 0) + 1);
        const missing = [...powers].map(tagOf).filter((tag) => !tags.includes(tag));
        if (missing.length > 0) lacking.add(`${pickle.uri}: "${pickle.name}" lacks ${missing.join(", ")}`);
      }
    }
    expect(needing.get("virtual clock") ?? 0).toBeGreaterThan(5);
    expect([...lacking].sort()).toEqual([]);
  });

  test("a WebKit run leaves out every tag of them", () => {
    for (const tag of Object.values(ENGINE_POWER_TAGS)) expect(WEBKIT_RUNNABLE_TAGS).toContain(`not ${tag}`);
  });
});
