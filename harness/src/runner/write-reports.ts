import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIG, REPORTS_DIR, type ResolvedConfig, ROOT } from "../config";
import { readBrokenOnPurpose } from "../living-doc/broken-on-purpose";
import { keepRun, keptRunFiles } from "../living-doc/kept-runs";
import { LIVING_DOC_FILE, writeLivingDoc } from "../living-doc/write";
import { allUnitChecks, scenarioChecks } from "../traceability/checks";
import { loadClauses } from "../traceability/clauses";
import { writeCucumberHtml } from "../traceability/cucumber-html";
import { type JudgedRun, judgeRecordedRun, judgeRunFile } from "../traceability/judged-run";
import { mergeMessageStreams, mergeRunRecords } from "../traceability/merge-runs";
import { readEnvelopes, recordedRun } from "../traceability/recorded-run";
import { buildTraceability, summaryOf, type Traceability, toMarkdown } from "../traceability/report";
import { readRunRecord, writeRunRecord } from "../traceability/run-record";
import { loadVisitorFacing } from "../traceability/visitor-facing";
import { readReruns, rerunDirOf, withRerunTraces } from "./traced-rerun";

/**
 * The reports of a run, from its messages (`cucumber.ndjson` and `run.json`)
 * and the vitest results: `traceability.md` and the living documentation,
 * `index.html`, with a column for every deployment whose last run is kept.
 * `npm run trace` writes them from the last run; `npm run trace -- --merge
 * <files>` first merges the message files of shards into that last run.
 */

export interface Reports {
  trace: Traceability;
  judged: JudgedRun;
  livingDoc: string;
}

export const MESSAGES_FILE = "cucumber.ndjson";

export function writeReports(reportsDir = REPORTS_DIR, config: ResolvedConfig = CONFIG): Reports {
  const ndjson = path.join(reportsDir, MESSAGES_FILE);
  const clauses = loadClauses(config.paths.clauses);
  const knownClauses = new Set(clauses.map((clause) => clause.id));
  const visitorFacing = loadVisitorFacing(config.paths.visitorFacing);
  const first = judgeRunFile(ndjson, knownClauses, config.paths.expectations);
  // The failures' traces come from their rerun (traced-rerun.ts); statuses are the first run's.
  const judged = { ...first, run: withRerunTraces(first.run, readReruns(ndjson)) };
  const units = allUnitChecks(reportsDir, config.root, config.testKinds);
  const trace = buildTraceability(
    [...scenarioChecks(judged.run, judged.list?.deviations ?? []), ...units],
    clauses,
    visitorFacing,
  );
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, "traceability.md"), toMarkdown(trace, judged.record.deployment));

  // A run that ran something is its deployment's last run from now on.
  if (existsSync(ndjson) && judged.run.outcomes.size > 0) keepRun(reportsDir, ndjson, judged.record);
  const others = keptRunFiles(reportsDir)
    .map((file) => judgeRunFile(file, knownClauses, config.paths.expectations))
    .filter((other) => other.record.deployment !== judged.record.deployment);
  const ruleBreaks = readBrokenOnPurpose(config);
  writeLivingDoc({
    reportsDir,
    clauses,
    visitorFacing,
    current: judged,
    others,
    unitChecks: units,
    ruleBreaks,
    name: config.name,
    widths: config.scenarioWidths,
  });
  return { trace, judged, livingDoc: path.join(reportsDir, LIVING_DOC_FILE) };
}

/**
 * Merges the message files of a sharded run into `reportsDir`'s
 * `cucumber.ndjson`, `run.json` and `cucumber.html`, as one unsharded run
 * would have written them. Each file's `run.json` must lie beside it.
 */
export async function mergeShards(files: readonly string[], reportsDir = REPORTS_DIR): Promise<JudgedRun> {
  if (files.length === 0) throw new Error("npm run trace -- --merge: name the shards' cucumber.ndjson files.");
  for (const file of files) if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const record = mergeRunRecords(files.map((file) => ({ name: file, record: readRunRecord(file) })));
  const envelopes = mergeMessageStreams(files.map((file) => ({ name: file, envelopes: readEnvelopes(file) })));
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, MESSAGES_FILE),
    `${envelopes.map((envelope) => JSON.stringify(envelope)).join("\n")}\n`,
  );
  writeRunRecord(reportsDir, record);
  await writeCucumberHtml(envelopes, path.join(reportsDir, "cucumber.html"));
  // Each shard's rerun of its failures, with their traces, beside the merged run (traced-rerun.ts).
  const reruns = rerunDirOf(path.join(reportsDir, MESSAGES_FILE));
  rmSync(reruns, { recursive: true, force: true });
  files.forEach((file, index) => {
    const rerun = path.join(rerunDirOf(file), path.basename(file));
    if (!existsSync(rerun)) return;
    mkdirSync(reruns, { recursive: true });
    copyFileSync(rerun, path.join(reruns, `shard-${index + 1}.ndjson`));
  });
  return judgeRecordedRun(recordedRun(envelopes), record);
}

// `npm run trace [-- --merge <files>]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const merging = args[0] === "--merge";
  if (args.length > 0 && !merging) {
    console.error("Usage: npm run trace [-- --merge <shard's cucumber.ndjson>...]");
    process.exit(2);
  }
  try {
    if (merging) {
      const merged = await mergeShards(args.slice(1));
      console.log(`Merged ${args.length - 1} shards: ${merged.run.outcomes.size} scenarios ran.`);
    }
    const { trace, judged, livingDoc } = writeReports();
    console.log(summaryOf(trace));
    console.log(
      `Gherkin gate on ${judged.record.deployment}: ${judged.verdict.gatePassed ? "passed" : "failed"} ` +
        `(${judged.verdict.passed.length} passed, ${judged.verdict.expected.length} expected failures, ` +
        `${judged.verdict.unexpected.length} unexpected failures).`,
    );
    const traceability = path.relative(ROOT, path.join(REPORTS_DIR, "traceability.md"));
    console.log(`Reports: ${path.relative(ROOT, livingDoc)} (living documentation), ${traceability}`);
    process.exit(trace.gatePassed && judged.verdict.gatePassed ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
