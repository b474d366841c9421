import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { run } from "../../scripts/lib/run";
import { REPORTS_DIR, ROOT } from "../../tooling/paths";
import { suiteBuildSettings } from "../support/suite-build";
import { breakOrder } from "./break-order";
import { testFilesNaming, vitestRunsOf } from "./clause-test-files";
import { namesItsCheck, readCucumberOutcome } from "./cucumber-outcome";
import {
  type Catch,
  caughtWhileOpening,
  type LastCatches,
  nextCatches,
  readLastCatches,
  scenarioLocation,
  writeLastCatches,
} from "./last-catches";
import {
  type BreakResult,
  type MutationSummary,
  mergeSummary,
  mutationHtml,
  type StrykerPart,
} from "./mutation-report";
import { broken, clauseGroup, needsSiteBuild, type RuleBreak, readRuleBreaks, whyNotApplicable } from "./rule-breaks";
import { FINGERPRINT_FILE, INCREMENTAL_FILE, testInputsFingerprint } from "./stryker-fingerprint";
import { readStrykerSummary } from "./stryker-summary";
import { twoStagePipeline } from "./two-stage-pipeline";
import { readVitestOutcome } from "./vitest-outcome";
import { LANES, syncWorkingCopy, workingCopyPath } from "./working-copy";

/**
 * `npm run mutate`: how much the spec catches (docs/measured-power.md).
 *
 *   npm run mutate                          Stryker, then every rule break
 *   npm run mutate -- --only stryker        Stryker only
 *   npm run mutate -- --full                every mutant again, reusing no earlier result
 *   npm run mutate -- --only rule-breaks    the rule breaks only
 *   npm run mutate -- --break <id>,<id>    these rule breaks only (or --break once for each)
 *   npm run mutate -- --fresh               start the rule breaks' two working copies (and their build caches) afresh
 *
 * Writes reports/mutation.html and reports/mutation.json; a partial run keeps
 * the other results of the last one. Exits 1 when Stryker's score is under its
 * threshold or a rule break was not caught.
 */

const STRYKER_DIR = path.join(REPORTS_DIR, "mutation", "stryker");
const BREAK_LOGS = path.join(REPORTS_DIR, "mutation", "rule-breaks");
const SUMMARY_JSON = path.join(REPORTS_DIR, "mutation.json");
const SUMMARY_HTML = path.join(REPORTS_DIR, "mutation.html");
/** Stryker's `thresholds.break` (stryker.config.mjs). */
const STRYKER_THRESHOLD = 90;

const { values: options } = parseArgs({
  options: {
    only: { type: "string" },
    break: { type: "string", multiple: true },
    full: { type: "boolean", default: false },
    fresh: { type: "boolean", default: false },
  },
});

const seconds = (since: number) => (Date.now() - since) / 1000;
const log = (line: string) => console.log(`[mutate] ${line}`);

/**
 * Stryker runs incrementally on the results committed in spec/mutation/: a
 * mutant whose file and covering tests are unchanged keeps its result. When
 * anything else the tests read changed (stryker-fingerprint.ts), or on
 * `--full`, every mutant runs again; either way the results are written back.
 */
async function runStryker(): Promise<StrykerPart | undefined> {
  const started = Date.now();
  const { default: config } = (await import(pathToFileURL(path.join(ROOT, "stryker.config.mjs")).href)) as {
    default: { mutate: string[] };
  };
  const fingerprint = testInputsFingerprint(ROOT, config.mutate);
  const fingerprintFile = path.join(ROOT, FINGERPRINT_FILE);
  const known = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, "utf8").trim() : undefined;
  const reason = options.full
    ? "--full"
    : !existsSync(path.join(ROOT, INCREMENTAL_FILE))
      ? "no earlier results"
      : known !== fingerprint
        ? "files the tests read changed outside the mutated and test files"
        : undefined;
  log(reason ? `Stryker, every mutant (${reason})…` : "Stryker, incremental: unchanged mutants keep their results…");
  const stryker = path.join(ROOT, "node_modules", ".bin", "stryker");
  const result = await run(stryker, ["run", "--incremental", ...(reason ? ["--force"] : [])], {
    cwd: ROOT,
    echo: true,
  });
  const summary = readStrykerSummary(path.join(STRYKER_DIR, "mutation.json"));
  if (!summary) {
    log(`Stryker wrote no report (exit code ${result.code}).`);
    return undefined;
  }
  writeFileSync(fingerprintFile, `${fingerprint}\n`);
  return {
    ...summary,
    seconds: seconds(started),
    ranAt: new Date(started).toISOString(),
    report: "mutation/stryker/index.html",
    incremental: reason === undefined,
  };
}

/**
 * The environment of the copy's commands: a local build served by the harness,
 * no traces. The build is the suite's (spec/suite-build.env, the caller's
 * settings winning, as `npm run spec` makes it): built with other settings, the
 * copy's site was found stale by `npm run spec` and built a second time for
 * every break (about 25 s each). The server skips its warm-up (WARM_UP=false,
 * about 2.7 s a start): a break's few scenarios are not a burst.
 */
function copyEnvironment(): NodeJS.ProcessEnv {
  const { BASE_URL: _base, SPEC_ADMIN_TOKEN: _token, ...rest } = process.env;
  return { ...suiteBuildSettings(), ...rest, SPEC_TRACE: "off", FORCE_COLOR: "0", WARM_UP: "false" };
}

/** Builds the copy's site when its sources changed; the build's refusal, if it refuses. */
async function buildCopy(copy: string): Promise<{ ok: true; built: boolean } | { ok: false; message: string }> {
  const tsx = path.join(copy, "node_modules", ".bin", "tsx");
  const result = await run(tsx, [path.join("spec", "mutation", "ensure-built.ts")], {
    cwd: copy,
    env: copyEnvironment(),
  });
  const verdict = result.output
    .split("\n")
    .reverse()
    .find((line) => line.startsWith("{"));
  const parsed = verdict ? (JSON.parse(verdict) as { ok: boolean; built?: boolean }) : undefined;
  if (parsed?.ok) return { ok: true, built: Boolean(parsed.built) };
  // Gatsby names the entry and field it refused (reporter.panicOnBuild): keep those lines.
  const reasons = result.output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /error|invalid|refus|failed/i.test(line) && !line.startsWith("{"))
    .slice(0, 3);
  return { ok: false, message: reasons.join(" | ").slice(0, 400) || "gatsby build failed" };
}

/**
 * `npm run spec` on the broken copy, for the clause's scenarios (or one of them, `only`), stopping at the
 * first failure. Called through tsx rather than npm (a second less per break), without the living
 * documentation, which no one reads for a break, and on the build the first stage made (SPEC_PREBUILT: the
 * stamp is checked in the runner's process instead of a build command of its own, 1.3 s a break).
 */
async function runClauseScenarios(rule: RuleBreak, copy: string, log: string, only?: string) {
  const ndjson = path.join(copy, "reports", "cucumber.ndjson");
  rmSync(ndjson, { force: true });
  const tsx = path.join(copy, "node_modules", ".bin", "tsx");
  const args = [path.join("spec", "runner", "run-spec.ts"), "--tags", `@clause:${rule.clause}`, "--fail-fast"];
  // One scenario runs in Cucumber's own process (--parallel 0): a worker process loads the steps a second time (2.4 s).
  const spec = await run(tsx, only ? [...args, "--parallel", "0", only] : args, {
    cwd: copy,
    // A clause only vitest tests check has no scenario: that run is empty, and the tests decide.
    env: { ...copyEnvironment(), SPEC_REPORTS: "off", SPEC_PREBUILT: "1", SPEC_ALLOW_EMPTY: "1" },
  });
  appendFileSync(log, `--- npm run spec -- ${only ? `${only} ` : ""}--tags @clause:${rule.clause}\n${spec.output}\n`);
  return { spec, outcome: readCucumberOutcome(ndjson) };
}

/** A break applied to its copy, and the build of it when it needs one. */
interface AppliedBreak {
  original: string;
  buildSeconds: number;
  refusal?: string;
}

/** The first stage of a break: applies it to the copy and builds the copy's site when the break is in it. */
async function applyBreak(rule: RuleBreak, copy: string): Promise<AppliedBreak> {
  const file = path.join(copy, rule.file);
  const original = readFileSync(file, "utf8");
  writeFileSync(file, broken(rule, original));
  if (!needsSiteBuild(rule)) return { original, buildSeconds: 0 };
  const started = Date.now();
  try {
    const build = await buildCopy(copy);
    return { original, buildSeconds: seconds(started), ...(build.ok ? {} : { refusal: build.message }) };
  } catch (error) {
    writeFileSync(file, original);
    throw error;
  }
}

/** The second stage of a break: runs its clause's checks against the broken copy, then takes the break back. */
async function judgeBreak(
  rule: RuleBreak,
  copy: string,
  applied: AppliedBreak,
  lastCatch: string | undefined,
): Promise<BreakResult> {
  const ranAt = new Date().toISOString();
  const base = { ...rule, group: clauseGroup(rule.clause), ranAt };
  const buildSeconds = applied.buildSeconds;
  try {
    if (applied.refusal !== undefined) {
      return {
        ...base,
        status: "caught",
        caughtBy: { kind: "build", message: applied.refusal },
        scenarios: { run: 0, failed: 0 },
        seconds: { build: buildSeconds, scenarios: 0 },
      };
    }
    const started = Date.now();
    const logFile = path.join(BREAK_LOGS, `${rule.id}.log`);
    writeFileSync(logFile, "");
    // The scenario that caught the break last time first, alone; the clause's other scenarios only if it no longer
    // does, or does only weakly (by a hook, or a page that did not open), where one of them may fail at its check.
    const first = lastCatch ? await runClauseScenarios(rule, copy, logFile, lastCatch) : undefined;
    let ran = first;
    const firstCatch = first?.outcome.firstFailure;
    if (!firstCatch || !namesItsCheck(firstCatch)) {
      const wider = await runClauseScenarios(rule, copy, logFile);
      // A weak catch by the last scenario still counts when the clause's scenarios find nothing.
      if (wider.outcome.firstFailure || !firstCatch) ran = wider;
    }
    const { spec, outcome } = ran as NonNullable<typeof ran>;
    const timing = { build: buildSeconds, scenarios: seconds(started) };
    const scenarios = { run: outcome.scenarios, failed: outcome.failed };
    if (outcome.firstFailure) {
      return {
        ...base,
        status: "caught",
        caughtBy: { kind: "scenario", ...outcome.firstFailure },
        scenarios,
        seconds: timing,
      };
    }
    if (spec.code !== 0) {
      const note = `npm run spec ended with code ${spec.code} and no failed scenario: see reports/mutation/rule-breaks/${rule.id}.log`;
      return { ...base, status: "error", note, scenarios, seconds: timing };
    }
    // No scenario caught it: the vitest tests that name the clause (the server's, the contracts') may.
    const tested = await runClauseTests(rule, copy, started, buildSeconds);
    if (tested.status === "caught" || outcome.scenarios === 0) return { ...base, ...tested, scenarios };
    return { ...base, status: "survived", scenarios, tests: tested.tests, seconds: tested.seconds };
  } finally {
    writeFileSync(path.join(copy, rule.file), applied.original);
  }
}

/**
 * A break no scenario of its clause caught is tried against the vitest tests
 * that name the clause: a clause no scenario names is checked by them alone
 * (the API's rules that only the server's tests reach, such as API-4's rate
 * limit), and some rules of a clause named by scenarios are checked only by its
 * tests (the CSV export's formula guard, API-5, by the server's).
 */
async function runClauseTests(
  rule: RuleBreak,
  copy: string,
  started: number,
  buildSeconds: number,
): Promise<Pick<BreakResult, "status" | "caughtBy" | "tests" | "seconds">> {
  const files = testFilesNaming(copy, rule.clause);
  if (files.length === 0) {
    return {
      status: "no-scenario",
      tests: { run: 0, failed: 0 },
      seconds: { build: buildSeconds, scenarios: seconds(started) },
    };
  }
  const report = path.join(copy, "reports", "rule-break-vitest.json");
  const vitest = path.join(copy, "node_modules", ".bin", "vitest");
  const tests = { run: 0, failed: 0 };
  for (const { files: runFiles, config } of vitestRunsOf(files)) {
    rmSync(report, { force: true });
    const result = await run(
      vitest,
      [
        "run",
        ...(config ? ["--config", config] : []),
        ...runFiles,
        "-t",
        `@clause:${rule.clause}`,
        "--reporter=json",
        `--outputFile=${report}`,
        "--passWithNoTests",
      ],
      { cwd: copy, env: copyEnvironment() },
    );
    appendFileSync(path.join(BREAK_LOGS, `${rule.id}.log`), `\n--- vitest -t @clause:${rule.clause}\n${result.output}`);
    const outcome = readVitestOutcome(report, copy);
    tests.run += outcome.tests;
    tests.failed += outcome.failed;
    if (outcome.firstFailure) {
      const timing = { build: buildSeconds, scenarios: seconds(started) };
      return { status: "caught", caughtBy: { kind: "test", ...outcome.firstFailure }, tests, seconds: timing };
    }
  }
  const timing = { build: buildSeconds, scenarios: seconds(started) };
  return { status: tests.run === 0 ? "no-scenario" : "survived", tests, seconds: timing };
}

/** Where the scenario that caught a break last time is written now, to run it first. */
function lastCatchLocation(catches: LastCatches, id: string): string | undefined {
  const caught = catches[id];
  return caught?.by === "scenario" ? scenarioLocation(ROOT, caught) : undefined;
}

/** A caught break's record for spec/mutation/last-catches.json. */
function catchOf(result: BreakResult): Catch | undefined {
  const by = result.caughtBy;
  if (result.status !== "caught" || !by) return undefined;
  const on = result.ranAt.slice(0, 10);
  if (by.kind === "build") return { by: "build", message: by.message, on };
  if (by.kind === "test") return { by: "test", file: by.file, test: by.test, message: by.message, on };
  const feature = by.location.replace(/:[^:]*$/, "");
  return { by: "scenario", feature, ...by.written, step: by.step, message: by.message, on };
}

async function runRuleBreaks(): Promise<{ results: BreakResult[]; seconds: number }> {
  const started = Date.now();
  const all = readRuleBreaks(ROOT);
  const wanted = (options.break ?? []).flatMap((each) => each.split(",").filter(Boolean));
  const unknown = wanted.filter((id) => !all.some((rule) => rule.id === id));
  if (unknown.length > 0) throw new Error(`No rule break ${unknown.join(", ")} in spec/mutation/rule-breaks.yaml`);
  const selected = wanted.length > 0 ? all.filter((rule) => wanted.includes(rule.id)) : all;

  const results: BreakResult[] = [];
  const applicable: RuleBreak[] = [];
  for (const rule of selected) {
    const file = path.join(ROOT, rule.file);
    const reason = whyNotApplicable(rule, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    if (!reason) applicable.push(rule);
    else {
      results.push({
        ...rule,
        group: clauseGroup(rule.clause),
        status: "not-applied",
        note: reason,
        scenarios: { run: 0, failed: 0 },
        seconds: { build: 0, scenarios: 0 },
        ranAt: new Date().toISOString(),
      });
    }
  }

  if (options.fresh) for (const lane of LANES) rmSync(workingCopyPath(ROOT, lane), { recursive: true, force: true });
  mkdirSync(BREAK_LOGS, { recursive: true });

  // Two copies, used in turn: a break builds in one while the one before it runs its scenarios in the other.
  const prepared = new Set<number>();
  const copyOf = (index: number) => workingCopyPath(ROOT, LANES[index % LANES.length]);
  /** Brings a copy level with the repository and builds its site unbroken, the first time the run uses it. */
  async function prepare(index: number): Promise<void> {
    const lane = index % LANES.length;
    if (prepared.has(lane)) return;
    const sync = syncWorkingCopy(ROOT, copyOf(index));
    log(
      `Working copy ${sync.copy}: ${sync.copied} files copied, ${sync.removed} removed${sync.seededCache ? ", Gatsby's cache seeded from the repository" : ""}.`,
    );
    // Unbroken first, so the server's rule breaks (which need no build) run against the site as it is.
    const baseStarted = Date.now();
    const base = await buildCopy(sync.copy);
    if (!base.ok) throw new Error(`The working copy's site does not build unbroken: ${base.message}`);
    log(
      `Unbroken site of ${sync.copy} ${base.built ? "built" : "already built"} in ${seconds(baseStarted).toFixed(1)} s.`,
    );
    prepared.add(lane);
  }

  const ordered = breakOrder(applicable);
  const lastCatches = readLastCatches(ROOT);
  // Written after each break, so a run stopped halfway keeps what it learnt.
  let catchesSoFar = lastCatches;
  const knownIds = all.map((rule) => rule.id);
  const judged = await twoStagePipeline(
    ordered,
    async (rule, index) => {
      await prepare(index);
      return applyBreak(rule, copyOf(index));
    },
    async (rule, applied, index) => {
      const result = await judgeBreak(rule, copyOf(index), applied, lastCatchLocation(lastCatches, rule.id));
      const caught = catchOf(result);
      const by =
        result.caughtBy?.kind === "scenario"
          ? `by "${result.caughtBy.scenario}" (${result.caughtBy.location})${caught && caughtWhileOpening(caught) ? ", while a page opened: look again" : ""}`
          : result.caughtBy?.kind === "test"
            ? `by the test "${result.caughtBy.test}" (${result.caughtBy.file})`
            : result.caughtBy?.kind === "build"
              ? "by the build"
              : (result.note ?? "");
      catchesSoFar = nextCatches(catchesSoFar, [{ id: rule.id, caught }], knownIds);
      writeLastCatches(ROOT, catchesSoFar);
      log(
        `${index + 1}/${ordered.length} ${rule.id} (${rule.clause}): ${result.status} ${by} [build ${result.seconds.build.toFixed(0)} s, scenarios ${result.seconds.scenarios.toFixed(0)} s, ${seconds(started).toFixed(0)} s in]`,
      );
      return result;
    },
  );
  results.push(...judged);
  const caught = results.map((result) => ({ id: result.id, caught: catchOf(result) }));
  writeLastCatches(ROOT, nextCatches(lastCatches, caught, knownIds));
  return { results, seconds: seconds(started) };
}

async function main(): Promise<number> {
  const started = Date.now();
  const only = options.only ?? (options.break ? "rule-breaks" : undefined);
  if (only !== undefined && only !== "stryker" && only !== "rule-breaks") {
    throw new Error(`--only takes stryker or rule-breaks, not ${only}`);
  }
  mkdirSync(REPORTS_DIR, { recursive: true });
  const stryker = only === "rule-breaks" ? undefined : await runStryker();
  const breaks = only === "stryker" ? undefined : await runRuleBreaks();

  const previous = existsSync(SUMMARY_JSON)
    ? (JSON.parse(readFileSync(SUMMARY_JSON, "utf8")) as MutationSummary)
    : undefined;
  const parts = [...(stryker ? ["Stryker"] : []), ...(breaks ? ["rule breaks"] : [])];
  const summary = mergeSummary(
    previous,
    {
      lastRun: { at: new Date(started).toISOString(), seconds: seconds(started), parts },
      ...(stryker ? { stryker } : {}),
      ...(breaks ? { breaks: breaks.results, breaksSeconds: breaks.seconds } : {}),
    },
    readRuleBreaks(ROOT).map((rule) => rule.id),
  );
  writeFileSync(SUMMARY_JSON, `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(SUMMARY_HTML, mutationHtml(summary));

  const failures: string[] = [];
  if (stryker && (stryker.total.score ?? 0) < STRYKER_THRESHOLD) {
    failures.push(`Stryker's score ${stryker.total.score}% is under ${STRYKER_THRESHOLD}%`);
  }
  const missed = (breaks?.results ?? []).filter((result) => result.status !== "caught");
  if (missed.length > 0)
    failures.push(`not caught: ${missed.map((result) => `${result.id} (${result.status})`).join(", ")}`);
  if (stryker)
    log(
      `Stryker: ${stryker.total.score}% of ${stryker.total.mutants} mutants killed, ${stryker.seconds.toFixed(0)} s.`,
    );
  if (breaks) {
    const caught = breaks.results.length - missed.length;
    log(`Rule breaks: ${caught} of ${breaks.results.length} caught, ${breaks.seconds.toFixed(0)} s.`);
  }
  log(`${seconds(started).toFixed(0)} s in all. Report: reports/mutation.html`);
  for (const failure of failures) log(failure);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[mutate] ${(error as Error).message}`);
    process.exit(1);
  },
);
