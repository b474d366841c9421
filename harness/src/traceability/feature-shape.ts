import type { DataTable, DocString, Feature, Rule, Scenario, Step } from "@cucumber/messages";
import { parseFeature } from "../gherkin-document";
import { type CatalogueEntry, clauseIdsIn } from "./clauses";

/**
 * The shape a feature file keeps so that a product owner reads it in five
 * minutes and sees where the source ends and the project's decisions begin:
 *
 * - Example Mapping's shape: the feature holds rules (and at most a
 *   background), each rule one clause of the catalogue: its tag
 *   `@clause:ID`, its title `ID` and the clause's sentence, its examples
 *   beneath. A scenario names no clause of its own: it proves its rule's.
 * - A decision's rule says, below its title, which source clauses it refines
 *   and why, as the catalogue does.
 * - At most 150 lines and 15 scenarios a feature, at most three tags a
 *   scenario (or an Examples table), and no raw JSON: tables instead.
 */

export const FEATURE_LIMITS = { lines: 150, scenarios: 15, tagsPerScenario: 3 } as const;

/** The lines a decision's rule carries below its title. */
export function decisionDescription(clause: Pick<CatalogueEntry, "refines" | "why">): string[] {
  return [`Refines ${(clause.refines ?? []).join(", ")}.`, `Why: ${clause.why ?? ""}`];
}

/** The title a clause's rule carries. */
export function ruleTitle(clause: Pick<CatalogueEntry, "id" | "text">): string {
  return `${clause.id} ${clause.text}`;
}

/** Text that reads as JSON: an object or an array written out, rather than a table. */
function looksLikeJson(text: string): boolean {
  return /[{[]\s*"[^"]*"\s*:/.test(text) || /^\s*[[{][\s\S]*[\]}]\s*$/.test(text.trim());
}

function argumentTexts(step: Step): string[] {
  const table: DataTable | undefined = step.dataTable;
  const doc: DocString | undefined = step.docString;
  return [
    step.text,
    ...(table?.rows.flatMap((row) => row.cells.map((cell) => cell.value)) ?? []),
    ...(doc ? [doc.content] : []),
  ];
}

function scenarioProblems(scenario: Scenario, where: (line: number) => string): string[] {
  const problems: string[] = [];
  const at = where(scenario.location.line);
  const own = scenario.tags.map((tag) => tag.name);
  const tagSets = [own, ...scenario.examples.map((block) => [...own, ...block.tags.map((tag) => tag.name)])];
  const most = Math.max(...tagSets.map((tags) => tags.length));
  if (most > FEATURE_LIMITS.tagsPerScenario) {
    problems.push(`${at}: "${scenario.name}" carries ${most} tags (at most ${FEATURE_LIMITS.tagsPerScenario})`);
  }
  const named = tagSets.flat().flatMap(clauseIdsIn);
  if (named.length > 0) {
    problems.push(`${at}: "${scenario.name}" names ${named.join(", ")}: a scenario proves its rule's clause only`);
  }
  for (const step of scenario.steps) {
    if (step.docString) problems.push(`${where(step.location.line)}: a doc string; write a table instead`);
    else if (argumentTexts(step).some(looksLikeJson)) {
      problems.push(`${where(step.location.line)}: raw JSON in "${step.text}"; write a table instead`);
    }
  }
  for (const block of scenario.examples) {
    for (const row of block.tableBody) {
      if (row.cells.some((cell) => looksLikeJson(cell.value))) {
        problems.push(`${where(row.location.line)}: raw JSON in an Examples row; write a table instead`);
      }
    }
  }
  return problems;
}

function ruleProblems(rule: Rule, clauses: ReadonlyMap<string, CatalogueEntry>, where: (line: number) => string) {
  const problems: string[] = [];
  const at = where(rule.location.line);
  const ids = rule.tags.flatMap((tag) => clauseIdsIn(tag.name));
  if (ids.length !== 1) {
    problems.push(`${at}: the rule "${rule.name}" carries ${ids.length} clause tags (exactly one)`);
    return problems;
  }
  const [id] = ids as [string];
  const clause = clauses.get(id);
  if (!clause) return [...problems, `${at}: @clause:${id} is not a clause of the catalogue`];
  if (clause.retired) problems.push(`${at}: ${id} is retired`);
  if (clause.informational) problems.push(`${at}: ${id} is informational and needs no rule`);
  if (rule.name !== ruleTitle(clause)) {
    problems.push(`${at}: the rule's title must be the clause's id and sentence: "${ruleTitle(clause)}"`);
  }
  if (clause.part === "decisions") {
    const description = rule.description
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of decisionDescription(clause)) {
      if (!description.includes(line)) problems.push(`${at}: the decision's rule must say, below its title: ${line}`);
    }
  }
  const scenarios = rule.children.flatMap((child) => child.scenario ?? []);
  if (scenarios.length === 0) problems.push(`${at}: the rule ${id} has no example`);
  return problems;
}

/** What is wrong with a feature file's shape, each problem with its file and line; empty when none. */
export function featureShapeProblems(
  file: string,
  source: string,
  clauses: ReadonlyMap<string, CatalogueEntry>,
): string[] {
  const where = (line: number) => `${file}:${line}`;
  const feature: Feature | undefined = parseFeature(source).feature;
  if (!feature) return [`${file}: no Feature`];
  const problems: string[] = [];
  const lines = source.replace(/\n+$/, "").split("\n").length;
  if (lines > FEATURE_LIMITS.lines) problems.push(`${file}: ${lines} lines (at most ${FEATURE_LIMITS.lines})`);

  const rules = feature.children.flatMap((child) => child.rule ?? []);
  for (const child of feature.children) {
    if (child.scenario) {
      problems.push(`${where(child.scenario.location.line)}: "${child.scenario.name}" stands outside a Rule`);
    }
  }
  const scenarios = [
    ...feature.children.flatMap((child) => child.scenario ?? []),
    ...rules.flatMap((rule) => rule.children.flatMap((child) => child.scenario ?? [])),
  ];
  if (scenarios.length > FEATURE_LIMITS.scenarios) {
    problems.push(
      `${file}: ${scenarios.length} scenarios (at most ${FEATURE_LIMITS.scenarios}); split it by sub-topic`,
    );
  }
  const featureClauses = feature.tags.flatMap((tag) => clauseIdsIn(tag.name));
  if (featureClauses.length > 0) problems.push(`${file}: the feature names ${featureClauses.join(", ")}; rules do`);

  const seen = new Map<string, number>();
  for (const rule of rules) {
    problems.push(...ruleProblems(rule, clauses, where));
    for (const id of rule.tags.flatMap((tag) => clauseIdsIn(tag.name))) {
      const earlier = seen.get(id);
      if (earlier !== undefined)
        problems.push(`${where(rule.location.line)}: ${id} has a rule already at line ${earlier}`);
      else seen.set(id, rule.location.line);
    }
  }
  for (const scenario of scenarios) problems.push(...scenarioProblems(scenario, where));
  return problems;
}
