import { readFileSync } from "node:fs";
import { parseFeature } from "./gherkin-document";

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
      const [header, ...rows] = step?.dataTable?.rows ?? [];
      if (!header) continue;
      const columns = header.cells.map((cell) => cell.value);
      return rows.map((row) =>
        Object.fromEntries(columns.map((column, index) => [column, row.cells[index]?.value ?? ""])),
      );
    }
  }
  throw new Error(`${featureFile} has no step "${stepText}" with a table under a rule tagged ${tag}.`);
}
