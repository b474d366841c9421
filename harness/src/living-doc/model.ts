import { type Check, scenarioChecks } from "../traceability/checks";
import { type CatalogueEntry, type CataloguePart, clauseIdsIn, decisionsRefining } from "../traceability/clauses";
import type { JudgedRun } from "../traceability/judged-run";
import { buildTraceability, type ClauseRow, type Traceability } from "../traceability/report";
import { covers } from "../traceability/verdict";
import type { VisitorFacing } from "../traceability/visitor-facing";
import type { DocBreak } from "./broken-on-purpose";
import { type WrittenScenario, writtenScenarios } from "./written-scenarios";

/**
 * The living documentation's content, before any HTML: the catalogue by
 * section, each clause with the scenarios that prove it as written, how each
 * scenario ended on every kept deployment run (one column each, as wpt.fyi
 * shows a test on every browser), and the other checks by kind.
 */

/** How a scenario (or a clause's scenarios) ended on one deployment. */
export type RunStatus = "passed" | "failed" | "deviates" | "not run";

export interface Column {
  deployment: string;
  startedAt: string;
  listFile: string | null;
  /** The run whose steps, errors and screenshots the page shows. */
  current: boolean;
  counts: Record<RunStatus, number>;
  gatePassed: boolean;
}

export interface DocScenario {
  scenario: WrittenScenario;
  /** The runs of the scenario that name the clause (an outline's Examples may name different clauses). */
  keys: string[];
  byColumn: RunStatus[];
  /** Each run of the scenario (an Examples row, or the scenario itself) on each column. */
  rowStatuses: Map<string, RunStatus[]>;
}

export interface DocClause {
  row: ClauseRow;
  /** The clause's browser scenarios on each deployment; null where no scenario names it. */
  byColumn: Array<RunStatus | null>;
  scenarios: DocScenario[];
  /** Property, contract and unit tests naming the clause. */
  tests: Check[];
  /** The clause's rule breaks (`npm run mutate`), and how each was last caught. */
  breaks: DocBreak[];
  /** A clause its checks can be proven on: neither informational nor retired. */
  checkable: boolean;
  /** For a source clause, the decisions that refine it; for a decision, the source clauses it refines. */
  related: DocRelated[];
}

/** A clause named beside another: a decision under the source sentence it refines, or the other way round. */
export interface DocRelated {
  clause: CatalogueEntry;
  status: ClauseRow["status"];
}

export interface DocSection {
  part: CataloguePart;
  title: string;
  source: string;
  clauses: DocClause[];
}

export interface LivingDoc {
  sections: DocSection[];
  columns: Column[];
  trace: Traceability;
  /** Every tag but clause tags, with how many scenarios carry it. */
  tags: Array<{ tag: string; scenarios: number }>;
}

/** How the runs with these keys ended in a judged run. */
export function statusOfKeys(judged: JudgedRun, keys: readonly string[]): RunStatus {
  const outcomes = keys.flatMap((key) => judged.run.outcomes.get(key) ?? []);
  if (outcomes.length === 0) return "not run";
  const failed = outcomes.filter((outcome) => outcome.status !== "passed");
  if (failed.length === 0) return "passed";
  const deviations = judged.list?.deviations ?? [];
  const unexpected = failed.some(
    (outcome) => !deviations.some((deviation) => covers(deviation, { name: outcome.pickle.name, tags: outcome.tags })),
  );
  return unexpected ? "failed" : "deviates";
}

function columnOf(judged: JudgedRun, current: JudgedRun): Column {
  const counts: Record<RunStatus, number> = { passed: 0, failed: 0, deviates: 0, "not run": 0 };
  for (const pickle of judged.run.pickles) {
    counts[statusOfKeys(judged, [`${pickle.uri}:${pickle.location?.line ?? 0}`])] += 1;
  }
  return {
    deployment: judged.record.deployment,
    startedAt: judged.record.startedAt,
    listFile: judged.list?.file ?? null,
    current: judged === current,
    counts,
    gatePassed: judged.verdict.gatePassed,
  };
}

/** What the living documentation is made from. */
export interface LivingDocInput {
  clauses: readonly CatalogueEntry[];
  visitorFacing: VisitorFacing;
  current: JudgedRun;
  /** Kept runs of other deployments (the current run's deployment is replaced by the current run). */
  others: readonly JudgedRun[];
  unitChecks: readonly Check[];
  /** Every rule break, with how it was last caught. */
  ruleBreaks: readonly DocBreak[];
}

export function buildLivingDoc(input: LivingDocInput): LivingDoc {
  const { current } = input;
  const runs = [
    current,
    ...input.others.filter((judged) => judged.record.deployment !== current.record.deployment),
  ].sort((a, b) => deploymentRank(a) - deploymentRank(b) || a.record.deployment.localeCompare(b.record.deployment));
  const trace = buildTraceability(
    [...scenarioChecks(current.run, current.list?.deviations ?? []), ...input.unitChecks],
    [...input.clauses],
    input.visitorFacing,
  );

  const scenarios = writtenScenarios(current.run.documents);
  const picklesByKey = new Map(
    current.run.pickles.map((pickle) => [`${pickle.uri}:${pickle.location?.line ?? 0}`, pickle]),
  );
  const clausesOfKey = (key: string) =>
    new Set((picklesByKey.get(key)?.tags ?? []).flatMap((tag) => clauseIdsIn(tag.name)));

  const sections: DocSection[] = [];
  for (const row of trace.rows) {
    const { clause } = row;
    let section = sections.at(-1);
    if (!section || section.title !== clause.section || section.source !== clause.source) {
      section = {
        part: clause.part,
        title: clause.section,
        source: clause.source,
        clauses: [],
      };
      sections.push(section);
    }
    const proving = scenarios.flatMap((scenario) => {
      const keys = scenario.keys.filter((key) => clausesOfKey(key).has(clause.id));
      if (keys.length === 0) return [];
      const rowStatuses = new Map(
        scenario.keys.map((key) => [key, runs.map((judged) => statusOfKeys(judged, [key]))] as const),
      );
      return [{ scenario, keys, byColumn: runs.map((judged) => statusOfKeys(judged, keys)), rowStatuses }];
    });
    const allKeys = proving.flatMap((entry) => entry.keys);
    section.clauses.push({
      row,
      byColumn: runs.map((judged) => (allKeys.length > 0 ? statusOfKeys(judged, allKeys) : null)),
      scenarios: proving,
      tests: row.checks.filter((check) => check.kind !== "scenario"),
      breaks: input.ruleBreaks.filter((each) => each.rule.clause === clause.id),
      checkable: !clause.informational && !clause.retired,
      related: relatedTo(clause, input.clauses).map((other) => ({
        clause: other,
        status: trace.rows.find((each) => each.clause.id === other.id)?.status ?? "uncovered",
      })),
    });
  }

  const tagCounts = new Map<string, number>();
  for (const scenario of scenarios) {
    const tags = new Set([...scenario.tags, ...scenario.examples.flatMap((block) => block.tags)]);
    for (const tag of tags) if (!tag.startsWith("@clause:")) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  return {
    sections,
    columns: runs.map((judged) => columnOf(judged, current)),
    trace,
    tags: [...tagCounts].map(([tag, count]) => ({ tag, scenarios: count })).sort((a, b) => a.tag.localeCompare(b.tag)),
  };
}

/** The decisions refining a source clause, or the source clauses a decision refines. */
function relatedTo(clause: CatalogueEntry, clauses: readonly CatalogueEntry[]): CatalogueEntry[] {
  if (clause.part === "source spec") return decisionsRefining(clause.id, clauses);
  return (clause.refines ?? []).flatMap((id) => clauses.find((each) => each.id === id) ?? []);
}

/** wpt.fyi's order of columns, here: the reference build, then staging, then production, then any other. */
function deploymentRank(judged: JudgedRun): number {
  const order = ["reference", "staging", "production"];
  const rank = order.indexOf(judged.record.deployment);
  return rank === -1 ? order.length : rank;
}
