import { loadClauses } from "./clauses";
import { type DeviationList, EXPECTATIONS_DIR, loadDeviationList } from "./known-deviations";
import { type RecordedRun, readRecordedRun } from "./recorded-run";
import { type RunRecord, readRunRecord } from "./run-record";
import { judgeRun, type RunVerdict } from "./verdict";

/** A recorded run with what it ran against and the gate's judgement by that deployment's list. */
export interface JudgedRun {
  record: RunRecord;
  run: RecordedRun;
  list: DeviationList | null;
  verdict: RunVerdict;
}

export function judgeRecordedRun(
  run: RecordedRun,
  record: RunRecord,
  knownClauses: ReadonlySet<string> = new Set(loadClauses().map((clause) => clause.id)),
  expectationsDir = EXPECTATIONS_DIR,
): JudgedRun {
  const list = record.expectations ? loadDeviationList(record.expectations, expectationsDir) : null;
  return { record, run, list, verdict: judgeRun(run, list?.deviations ?? [], knownClauses) };
}

/** Reads `cucumber.ndjson` and the `run.json` beside it, and judges the run. */
export function judgeRunFile(
  ndjsonFile: string,
  knownClauses?: ReadonlySet<string>,
  expectationsDir = EXPECTATIONS_DIR,
): JudgedRun {
  return judgeRecordedRun(readRecordedRun(ndjsonFile), readRunRecord(ndjsonFile), knownClauses, expectationsDir);
}
