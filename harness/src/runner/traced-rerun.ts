import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONFIG, ROOT } from "../config";
import { type RecordedRun, readRecordedRun } from "../traceability/recorded-run";
import type { RunVerdict } from "../traceability/verdict";

/**
 * Playwright traces without paying for them on every scenario. Recording a
 * trace of each scenario, to keep only the failed ones', cost about 15 % of
 * the Gherkin run. So the run records none, and the scenarios that failed
 * unexpectedly are run once more with traces (Playwright's `on-first-retry`,
 * except that the first run's verdict stands whatever the second does: a
 * scenario that fails and then passes is still a failure). The second run's
 * messages are kept apart, and its traces are shown beside the first run's
 * failures in the reports.
 */

/** Where the second run writes its messages and its Cucumber report, in the reports' folder. */
export const RERUN_DIR = "rerun";
/** Its Cucumber configuration, from the project's root (`paths.cucumberRerun` of the configuration). */
export const RERUN_CONFIG = path.relative(ROOT, CONFIG.paths.cucumberRerun);

/** Past this many, failures are systemic (a server down): the first ones' traces tell the story. */
export const MOST_RERUN = 12;

/** The `file:line` of each scenario to run again with traces: the unexpected failures, at most MOST_RERUN. */
export function scenariosToTrace(verdict: Pick<RunVerdict, "unexpected">): string[] {
  return verdict.unexpected.slice(0, MOST_RERUN).map((outcome) => outcome.key);
}

const isTrace = (mediaType: string) => mediaType === "application/zip";

/**
 * Gives each scenario of the run the traces its reruns recorded (matched by
 * `file:line`): one rerun, or one per shard of a merged run. The run's
 * outcomes, statuses and other attachments stay its own.
 */
export function withRerunTraces(run: RecordedRun, reruns: readonly RecordedRun[]): RecordedRun {
  if (reruns.length === 0) return run;
  const outcomes = new Map(run.outcomes);
  for (const [key, outcome] of outcomes) {
    const traces = reruns.flatMap(
      (rerun) => rerun.outcomes.get(key)?.attachments.filter((attachment) => isTrace(attachment.mediaType)) ?? [],
    );
    if (traces.length > 0) outcomes.set(key, { ...outcome, attachments: [...outcome.attachments, ...traces] });
  }
  return { ...run, outcomes };
}

/** The folder of the reruns beside a run's `cucumber.ndjson`. */
export function rerunDirOf(ndjsonFile: string): string {
  return path.join(path.dirname(ndjsonFile), RERUN_DIR);
}

/**
 * The reruns' messages beside a run's `cucumber.ndjson`: its own rerun's, or
 * those of every shard a merge put there (`npm run trace -- --merge`).
 */
export function readReruns(ndjsonFile: string): RecordedRun[] {
  const dir = rerunDirOf(ndjsonFile);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ndjson"))
    .sort()
    .map((name) => readRecordedRun(path.join(dir, name)));
}
