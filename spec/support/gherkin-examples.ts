import { readFileSync } from "node:fs";
import { parseFeature } from "@mmcb/harness/gherkin";

/**
 * The Examples of Scenario Outlines, read from feature files with Cucumber's
 * own Gherkin parser: contract tests use it to check that an outline lists
 * exactly what it must (every route of the site, for instance), so a table
 * cannot silently miss a row.
 */

/** One Examples table of an outline: its tags (its feature's, its rule's, the outline's and its own) and its rows by column name. */
export interface ExamplesTable {
  /** The outline's name, as written (with its <placeholders>). */
  outline: string;
  /** The tags of the outline and of this Examples table, with their "@". */
  tags: string[];
  rows: Array<Record<string, string>>;
}

/**
 * Every Examples table of the outlines of a feature file that carry `tag`
 * (on the outline, or on the Examples table itself).
 */
export function outlineExamples(featureFile: string, tag: string): ExamplesTable[] {
  const document = parseFeature(readFileSync(featureFile, "utf8"));
  const featureTags = document.feature?.tags.map((each) => each.name) ?? [];
  const tables: ExamplesTable[] = [];
  // A scenario inherits the tags of its feature and of the rule it sits under.
  const children = (document.feature?.children ?? []).flatMap((child) =>
    child.rule
      ? child.rule.children.map((each) => ({ scenario: each.scenario, tags: child.rule?.tags ?? [] }))
      : [{ scenario: child.scenario, tags: [] }],
  );
  for (const child of children) {
    const scenario = child.scenario;
    if (!scenario || scenario.examples.length === 0) continue;
    const scenarioTags = [
      ...featureTags,
      ...child.tags.map((each) => each.name),
      ...scenario.tags.map((each) => each.name),
    ];
    for (const examples of scenario.examples) {
      const tags = [...scenarioTags, ...examples.tags.map((each) => each.name)];
      if (!tags.includes(tag)) continue;
      const columns = examples.tableHeader?.cells.map((cell) => cell.value) ?? [];
      const rows = examples.tableBody.map((row) =>
        Object.fromEntries(columns.map((column, index) => [column, row.cells[index]?.value ?? ""])),
      );
      tables.push({ outline: scenario.name, tags, rows });
    }
  }
  return tables;
}

/**
 * The data table of the one step of a feature file whose text is `stepText`, its
 * first row naming the columns: a table a feature states once (the data layer's
 * events and their fields) that an oracle of the spec reads as its expectation.
 * Throws when no step, or more than one, has that text, or when it has no table.
 */
export function stepTable(featureFile: string, stepText: string): Array<Record<string, string>> {
  const document = parseFeature(readFileSync(featureFile, "utf8"));
  const scenarios = (document.feature?.children ?? []).flatMap((child) =>
    child.rule ? child.rule.children.flatMap((each) => each.scenario ?? []) : (child.scenario ?? []),
  );
  const steps = scenarios.flatMap((scenario) => scenario.steps).filter((step) => step.text === stepText);
  if (steps.length !== 1) throw new Error(`${featureFile}: ${steps.length} steps read "${stepText}" (one expected)`);
  const records = tableRecords(steps[0]?.dataTable?.rows ?? []);
  if (!records || records.length === 0) throw new Error(`${featureFile}: the step "${stepText}" has no table`);
  return records;
}

/**
 * The data table of the first step, under the rules that carry `tag`, whose text is `stepText`, by column name
 * (its first row names the columns): a feature's table read as the oracle of a check that runs elsewhere.
 */
export function ruleStepTable(featureFile: string, tag: string, stepText: string): Array<Record<string, string>> {
  const document = parseFeature(readFileSync(featureFile, "utf8"));
  for (const child of document.feature?.children ?? []) {
    const rule = child.rule;
    if (!rule?.tags.some((each) => each.name === tag)) continue;
    for (const scenario of rule.children.flatMap((each) => each.scenario ?? [])) {
      const step = scenario.steps.find((each) => each.text === stepText);
      const records = tableRecords(step?.dataTable?.rows ?? []);
      if (records) return records;
    }
  }
  throw new Error(`${featureFile} has no step "${stepText}" with a table under a rule tagged ${tag}.`);
}

/** A Gherkin table's rows as records keyed by its first row, or undefined when it has none. */
function tableRecords(
  rows: ReadonlyArray<{ cells: ReadonlyArray<{ value: string }> }>,
): Array<Record<string, string>> | undefined {
  const [header, ...body] = rows;
  if (!header) return undefined;
  const columns = header.cells.map((cell) => cell.value);
  return body.map((row) => Object.fromEntries(columns.map((column, index) => [column, row.cells[index]?.value ?? ""])));
}
