import type { GherkinDocument, Pickle, Scenario, Step } from "@cucumber/messages";
import { scenarioKey } from "../traceability/recorded-run";

/**
 * The scenarios as their feature files write them, for a reader: a Scenario
 * Outline stays one scenario with its Examples (each row a run of its own),
 * backgrounds stay above the steps. Each knows the keys of the runs it makes.
 */

export interface WrittenExamplesRow {
  /** The key of the run this row makes (file and row line). */
  key: string;
  cells: string[];
}

export interface WrittenExamples {
  keyword: string;
  name: string;
  tags: string[];
  header: string[];
  rows: WrittenExamplesRow[];
}

export interface WrittenScenario {
  /** The scenario's own place, `features/x.feature:12`: the page's anchor for it. */
  anchor: string;
  uri: string;
  featureName: string;
  keyword: string;
  name: string;
  description: string;
  /** Tags of the feature, the rule and the scenario (an Examples block's own tags are on the block). */
  tags: string[];
  background: Step[];
  steps: Step[];
  examples: WrittenExamples[];
  /** The keys of its runs: one for a scenario, one per Examples row for an outline. */
  keys: string[];
}

function writtenScenario(
  document: GherkinDocument,
  scenario: Scenario,
  inherited: { tags: string[]; background: Step[] },
): WrittenScenario {
  const uri = document.uri ?? "";
  const examples = scenario.examples.map((block) => ({
    keyword: block.keyword,
    name: block.name,
    tags: block.tags.map((tag) => tag.name),
    header: block.tableHeader?.cells.map((cell) => cell.value) ?? [],
    rows: block.tableBody.map((row) => ({
      key: scenarioKey({ uri, location: row.location }),
      cells: row.cells.map((cell) => cell.value),
    })),
  }));
  const anchor = scenarioKey({ uri, location: scenario.location });
  return {
    anchor,
    uri,
    featureName: document.feature?.name ?? uri,
    keyword: scenario.keyword,
    name: scenario.name,
    description: scenario.description.trim(),
    tags: [...inherited.tags, ...scenario.tags.map((tag) => tag.name)],
    background: inherited.background,
    steps: [...scenario.steps],
    examples,
    keys: examples.length > 0 ? examples.flatMap((block) => block.rows.map((row) => row.key)) : [anchor],
  };
}

/** Every scenario of the documents, in file order. */
export function writtenScenarios(documents: readonly GherkinDocument[]): WrittenScenario[] {
  const scenarios: WrittenScenario[] = [];
  for (const document of [...documents].sort((a, b) => (a.uri ?? "").localeCompare(b.uri ?? ""))) {
    const feature = document.feature;
    if (!feature) continue;
    const featureTags = feature.tags.map((tag) => tag.name);
    let featureBackground: Step[] = [];
    for (const child of feature.children) {
      if (child.background) featureBackground = [...child.background.steps];
      if (child.scenario) {
        scenarios.push(writtenScenario(document, child.scenario, { tags: featureTags, background: featureBackground }));
      }
      if (child.rule) {
        const ruleTags = [...featureTags, ...child.rule.tags.map((tag) => tag.name)];
        let ruleBackground = featureBackground;
        for (const ruleChild of child.rule.children) {
          if (ruleChild.background) ruleBackground = [...featureBackground, ...ruleChild.background.steps];
          if (ruleChild.scenario) {
            scenarios.push(
              writtenScenario(document, ruleChild.scenario, { tags: ruleTags, background: ruleBackground }),
            );
          }
        }
      }
    }
  }
  return scenarios;
}

/** The pickle steps' places: AST step id → the index of the pickle step it became, per pickle. */
export function pickleStepIndex(pickle: Pickle, step: Step): number {
  return pickle.steps.findIndex((pickleStep) => pickleStep.astNodeIds.includes(step.id));
}
