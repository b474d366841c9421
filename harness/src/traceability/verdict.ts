import { clauseIdsIn } from "./clauses";
import type { KnownDeviation } from "./known-deviations";
import { describeDeviation } from "./known-deviations";
import type { RecordedRun, ScenarioOutcome } from "./recorded-run";

/**
 * The gate's judgement of a Gherkin run against a deployment's known
 * deviations: a failure the list names is expected and keeps the gate green;
 * a listed item whose scenarios now pass is reported so the list shrinks;
 * anything else that fails, a list entry that names nothing, or a run that
 * did not finish, fails the gate.
 */

export interface ExpectedFailure {
  outcome: ScenarioOutcome;
  deviations: KnownDeviation[];
}

export interface RunVerdict {
  passed: ScenarioOutcome[];
  expected: ExpectedFailure[];
  unexpected: ScenarioOutcome[];
  /** Listed items whose scenarios ran and all passed: the deployment no longer deviates. */
  nowPassing: KnownDeviation[];
  /** Listed items that name no clause or scenario of the suite. */
  stale: Array<{ deviation: KnownDeviation; problem: string }>;
  /** Why the run cannot be trusted as a whole (it did not finish, a hook around it failed). */
  incomplete: string[];
  gatePassed: boolean;
}

/** Whether an entry of the list covers a scenario: it names one of its clauses, or its name. */
export function covers(deviation: KnownDeviation, scenario: { name: string; tags: readonly string[] }): boolean {
  if ("clause" in deviation) return scenario.tags.some((tag) => clauseIdsIn(tag).includes(deviation.clause));
  return scenario.name === deviation.scenario;
}

function staleness(deviation: KnownDeviation, run: RecordedRun, knownClauses: ReadonlySet<string>): string | null {
  const scenarios = run.pickles.map((pickle) => ({ name: pickle.name, tags: pickle.tags.map((tag) => tag.name) }));
  if ("clause" in deviation && !knownClauses.has(deviation.clause)) return "is not a clause of the catalogue";
  if (scenarios.some((scenario) => covers(deviation, scenario))) return null;
  return "clause" in deviation ? "is named by no scenario of the suite" : "is not the name of a scenario of the suite";
}

export function judgeRun(
  run: RecordedRun,
  deviations: readonly KnownDeviation[],
  knownClauses: ReadonlySet<string>,
): RunVerdict {
  const passed: ScenarioOutcome[] = [];
  const expected: ExpectedFailure[] = [];
  const unexpected: ScenarioOutcome[] = [];
  for (const outcome of run.outcomes.values()) {
    if (outcome.status === "passed") {
      passed.push(outcome);
      continue;
    }
    const listed = deviations.filter((deviation) =>
      covers(deviation, { name: outcome.pickle.name, tags: outcome.tags }),
    );
    if (listed.length > 0) expected.push({ outcome, deviations: listed });
    else unexpected.push(outcome);
  }
  const nowPassing = deviations.filter((deviation) => {
    const ran = [...run.outcomes.values()].filter((outcome) =>
      covers(deviation, { name: outcome.pickle.name, tags: outcome.tags }),
    );
    return ran.length > 0 && ran.every((outcome) => outcome.status === "passed");
  });
  const stale = deviations.flatMap((deviation) => {
    const problem = staleness(deviation, run, knownClauses);
    return problem ? [{ deviation, problem }] : [];
  });
  const incomplete = [...run.failedRunHooks];
  if (!run.finished) incomplete.push("the run did not finish (no testRunFinished message)");
  else if (run.finished.exception)
    incomplete.push(`the run ended in an error: ${run.finished.exception.message ?? ""}`);
  return {
    passed,
    expected,
    unexpected,
    nowPassing,
    stale,
    incomplete,
    gatePassed: unexpected.length === 0 && stale.length === 0 && incomplete.length === 0,
  };
}

const where = (outcome: ScenarioOutcome) => `${outcome.pickle.name} (${outcome.key})`;

/** The verdict as the run prints it: one line per item that needs a reader, then the gate's line. */
export function describeVerdict(verdict: RunVerdict, listFile: string | undefined): string[] {
  const lines: string[] = [];
  for (const { outcome, deviations } of verdict.expected) {
    const because = deviations.map((d) => `${describeDeviation(d)}: ${d.reason}`).join("; ");
    lines.push(`  expected failure (known deviation): ${where(outcome)}, ${because}`);
  }
  for (const deviation of verdict.nowPassing) {
    lines.push(`  now passes: ${describeDeviation(deviation)}; remove it from ${listFile ?? "the list"}`);
  }
  for (const { deviation, problem } of verdict.stale) {
    lines.push(`  stale entry of ${listFile ?? "the list"}: ${describeDeviation(deviation)} ${problem}`);
  }
  for (const outcome of verdict.unexpected) lines.push(`  unexpected failure: ${where(outcome)}`);
  for (const reason of verdict.incomplete) lines.push(`  incomplete run: ${reason}`);
  const counts =
    `${verdict.passed.length} passed, ${verdict.expected.length} expected failures, ` +
    `${verdict.unexpected.length} unexpected failures`;
  lines.push(`Gate ${verdict.gatePassed ? "passed" : "failed"}: ${counts}.`);
  return lines;
}
