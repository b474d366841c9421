import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPORTS_DIR, ROOT } from "../config";
import { scenarioChecks } from "../traceability/checks";
import { loadClauses } from "../traceability/clauses";
import { judgeRunFile } from "../traceability/judged-run";
import { buildTraceability, type ClauseStatus } from "../traceability/report";
import { RUN_RECORD_FILE } from "../traceability/run-record";
import { loadVisitorFacing } from "../traceability/visitor-facing";
import { MESSAGES_FILE, mergeShards } from "./write-reports";

/**
 * `npm run prove-shards [-- <shards>]`: proves that a sharded run, merged, says
 * what an unsharded run says. It takes the last unsharded run of
 * the reports' folder (`npm test` or `npm run spec` leave one), runs the same suite in
 * <shards> shards (3 by default) one after another on the build that run used
 * (SPEC_PREBUILT=1), merges their messages with `npm run trace -- --merge`'s
 * code, and compares every scenario's result and every clause's status. It
 * exits 0 only when nothing differs. The Gherkin side only: the vitest results
 * are the same files for both.
 */

const shardCount = Number(process.argv[2] ?? 3);
if (!Number.isInteger(shardCount) || shardCount < 2) {
  console.error("Usage: npm run prove-shards [-- <number of shards, 2 or more>]");
  process.exit(2);
}

function runShard(index: number): Promise<number> {
  return new Promise((resolve) => {
    // The same node with the same loader (tsx) as this process.
    const runSpec = path.join(path.dirname(fileURLToPath(import.meta.url)), "run-spec.ts");
    const child = spawn(process.execPath, [...process.execArgv, runSpec, "--shard", `${index}/${shardCount}`], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, SPEC_PREBUILT: "1" },
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Scenario results and clause statuses (Gherkin checks only) of a run's messages. */
function resultsOf(ndjson: string) {
  const clauses = loadClauses();
  const judged = judgeRunFile(ndjson, new Set(clauses.map((clause) => clause.id)));
  const scenarios = new Map([...judged.run.outcomes].map(([key, outcome]) => [key, outcome.status]));
  const trace = buildTraceability(scenarioChecks(judged.run, []), clauses, loadVisitorFacing());
  const statuses = new Map<string, ClauseStatus>(trace.rows.map((row) => [row.clause.id, row.status]));
  return { scenarios, statuses, gatePassed: judged.verdict.gatePassed };
}

function differences<V>(what: string, a: Map<string, V>, b: Map<string, V>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .filter((key) => a.get(key) !== b.get(key))
    .map((key) => `${what} ${key}: unsharded ${a.get(key) ?? "absent"}, merged ${b.get(key) ?? "absent"}`);
}

const unshardedFile = path.join(REPORTS_DIR, MESSAGES_FILE);
if (!existsSync(unshardedFile)) {
  console.error("No unsharded run in reports/: run `npm run spec` (or `npm test`) first.");
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), "prove-shards-"));
try {
  const unshardedDir = path.join(work, "unsharded");
  mkdirSync(unshardedDir);
  for (const file of [MESSAGES_FILE, RUN_RECORD_FILE])
    copyFileSync(path.join(REPORTS_DIR, file), path.join(unshardedDir, file));
  const unsharded = resultsOf(path.join(unshardedDir, MESSAGES_FILE));

  const shardFiles: string[] = [];
  const started = Date.now();
  for (let index = 1; index <= shardCount; index++) {
    console.log(`▶ shard ${index}/${shardCount}`);
    await runShard(index);
    const dir = path.join(work, `shard-${index}`);
    mkdirSync(dir);
    for (const file of [MESSAGES_FILE, RUN_RECORD_FILE])
      copyFileSync(path.join(REPORTS_DIR, file), path.join(dir, file));
    shardFiles.push(path.join(dir, MESSAGES_FILE));
  }
  const mergedDir = path.join(work, "merged");
  await mergeShards(shardFiles, mergedDir);
  const merged = resultsOf(path.join(mergedDir, MESSAGES_FILE));
  // The unsharded run goes back where it was, as the last run of reports/.
  for (const file of [MESSAGES_FILE, RUN_RECORD_FILE])
    copyFileSync(path.join(unshardedDir, file), path.join(REPORTS_DIR, file));

  const found = [
    ...differences("scenario", unsharded.scenarios, merged.scenarios),
    ...differences("clause", unsharded.statuses, merged.statuses),
  ];
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${shardCount} shards (${seconds} s) merged: ${merged.scenarios.size} scenarios, ${merged.statuses.size} clauses; ` +
      `unsharded: ${unsharded.scenarios.size} scenarios, ${unsharded.statuses.size} clauses; gate ${unsharded.gatePassed ? "passed" : "failed"} / ${merged.gatePassed ? "passed" : "failed"}.`,
  );
  if (found.length > 0 || unsharded.gatePassed !== merged.gatePassed) {
    for (const line of found) console.log(`  ≠ ${line}`);
    console.log("The merged shards differ from the unsharded run.");
    process.exitCode = 1;
  } else {
    console.log("Every scenario's result and every clause's status are the same.");
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
