import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { CONFIG, type MutationConfig, REPORTS_DIR, ROOT } from "../config";
import { run } from "../process";
import { breakOrder } from "./break-order";
import { type BuildVerdict, buildVerdict } from "./build-verdict";
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
import { broken, clauseGroup, RULE_BREAKS_FILE, type RuleBreak, readRuleBreaks, whyNotApplicable } from "./rule-breaks";
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
 * threshold or a rule break was not caught. What it needs of the project is
 * the configuration's `mutation` (config.ts, MutationConfig).
 */

function projectMutation(): MutationConfig {
  if (!CONFIG.mutation)
    throw new Error(`${CONFIG.name}: its harness.config.ts has no \`mutation\`, so no rule breaks to run.`);
  return CONFIG.mutation;
}
const MUTATION = projectMutation();

const BREAK_LOGS = path.join(REPORTS_DIR, "mutation", "rule-breaks");
const SUMMARY_JSON = path.join(REPORTS_DIR, "mutation.json");
const SUMMARY_HTML = path.join(REPORTS_DIR, "mutation.html");

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

/** What the runner reads of Stryker's configuration. */
interface StrykerOptions {
  mutate: string[];
  incrementalFile: string;
  jsonReporter: { fileName: string };
  htmlReporter: { fileName: string };
  thresholds: { break: number };
}

/**
 * Stryker runs incrementally on the results the project keeps: a mutant whose
 * file and covering tests are unchanged keeps its result. When anything else
 * the tests read changed (the project's fingerprint), or on `--full`, every
 * mutant runs again; either way the results are written back.
 */
async function runStryker(
  stryker: NonNullable<MutationConfig["stryker"]>,
): Promise<{ part: StrykerPart; threshold: number } | undefined> {
  const started = Date.now();
  const { default: config } = (await import(pathToFileURL(path.join(ROOT, stryker.configFile)).href)) as {
    default: StrykerOptions;
  };
  const fingerprint = await stryker.fingerprint(ROOT, config.mutate);
  const fingerprintFile = path.join(ROOT, stryker.fingerprintFile);
  const known = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, "utf8").trim() : undefined;
  const reason = options.full
    ? "--full"
    : !existsSync(path.join(ROOT, config.incrementalFile))
      ? "no earlier results"
      : known !== fingerprint
        ? "files the tests read changed outside the mutated and test files"
        : undefined;
  log(reason ? `Stryker, every mutant (${reason})…` : "Stryker, incremental: unchanged mutants keep their results…");
  const bin = path.join(ROOT, "node_modules", ".bin", "stryker");
  const result = await run(bin, ["run", stryker.configFile, "--incremental", ...(reason ? ["--force"] : [])], {
    cwd: ROOT,
    echo: true,
  });
  const summary = readStrykerSummary(path.join(ROOT, config.jsonReporter.fileName));
  if (!summary) {
    log(`Stryker wrote no report (exit code ${result.code}).`);
    return undefined;
  }
  writeFileSync(fingerprintFile, `${fingerprint}\n`);
  const part = {
    ...summary,
    seconds: seconds(started),
    ranAt: new Date(started).toISOString(),
    report: path.relative(REPORTS_DIR, path.join(ROOT, config.htmlReporter.fileName)),
    incremental: reason === undefined,
  };
  return { part, threshold: config.thresholds.break };
}

/**
 * The environment of the copy's commands: a local build served by the harness,
 * no traces. The build is the one the suite runs on (the site's settings, the
 * caller's winning, as `npm run spec` makes it): built with other settings, the
 * copy's site would be found stale by the runner and built a second time for
 * every break. Then the project's own variables for a break's few scenarios. A configuration named by
 * HARNESS_CONFIG is the copy's own file.
 */
async function copyEnvironment(copy: string): Promise<NodeJS.ProcessEnv> {
  const { BASE_URL: _base, SPEC_ADMIN_TOKEN: _token, ...rest } = process.env;
  const settings = (await CONFIG.site.settings?.()) ?? {};
  const named = rest.HARNESS_CONFIG;
  const config = named ? { HARNESS_CONFIG: path.join(copy, path.relative(ROOT, path.resolve(named))) } : {};
  return { ...settings, ...rest, ...config, SPEC_TRACE: "off", FORCE_COLOR: "0", ...MUTATION.environment };
}

/** A command's program as a copy runs it: its own node_modules/.bin first. */
function inCopy(copy: string, program: string): string {
  const local = path.join(copy, "node_modules", ".bin", program);
  return existsSync(local) ? local : program;
}

/** Where a copy's runs write their reports: its own folder, or the one outside the project they all share. */
function reportsOf(copy: string): string {
  const relative = path.relative(ROOT, REPORTS_DIR);
  return relative.startsWith("..") ? REPORTS_DIR : path.join(copy, relative);
}

/** tsx as a copy runs it: the copy's own, else the harness's (a project with no node_modules of its own). */
function tsxIn(copy: string): { program: string; args: string[] } {
  const local = path.join(copy, "node_modules", ".bin", "tsx");
  if (existsSync(local)) return { program: local, args: [] };
  return { program: process.execPath, args: [createRequire(import.meta.url).resolve("tsx/cli")] };
}

/**
 * The harness's runner of scenarios for a copy: a file of the copy when the harness is inside the project
 * (the copy holds it), else the harness's own file.
 */
const HARNESS_RUN_SPEC = fileURLToPath(new URL("../runner/run-spec.ts", import.meta.url));
const RUN_SPEC = path.relative(ROOT, HARNESS_RUN_SPEC).startsWith("..")
  ? HARNESS_RUN_SPEC
  : path.relative(ROOT, HARNESS_RUN_SPEC);

/** Builds the copy's site when its sources changed: built, refused, or no verdict at all. */
async function buildCopy(copy: string): Promise<BuildVerdict> {
  const [program = "", ...args] = MUTATION.buildCommand;
  const result = await run(inCopy(copy, program), args, {
    cwd: copy,
    env: await copyEnvironment(copy),
  });
  return buildVerdict(result.output, result.code);
}

/**
 * `npm run spec` on the broken copy, for the clause's scenarios (or one of them, `only`), stopping at the
 * first failure. Called through tsx rather than npm (a second less per break), without the living
 * documentation, which no one reads for a break, and on the build the first stage made (SPEC_PREBUILT: the
 * stamp is checked in the runner's process instead of a build command of its own, 1.3 s a break).
 */
async function runClauseScenarios(rule: RuleBreak, copy: string, log: string, only?: string) {
  const ndjson = path.join(reportsOf(copy), "cucumber.ndjson");
  rmSync(ndjson, { force: true });
  const tsx = tsxIn(copy);
  const args = [...tsx.args, RUN_SPEC, "--tags", `@clause:${rule.clause}`, "--fail-fast"];
  // One scenario runs in Cucumber's own process (--parallel 0): a worker process loads the steps a second time (2.4 s).
  const spec = await run(tsx.program, only ? [...args, "--parallel", "0", only] : args, {
    cwd: copy,
    // A clause only vitest tests check has no scenario: that run is empty, and the tests decide.
    env: { ...(await copyEnvironment(copy)), SPEC_REPORTS: "off", SPEC_PREBUILT: "1", SPEC_ALLOW_EMPTY: "1" },
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
async function applyBreak(rule: RuleBreak, copy: string, needsBuild: (file: string) => boolean): Promise<AppliedBreak> {
  const file = path.join(copy, rule.file);
  const original = readFileSync(file, "utf8");
  writeFileSync(file, broken(rule, original));
  if (!needsBuild(rule.file)) return { original, buildSeconds: 0 };
  const started = Date.now();
  try {
    const build = await buildCopy(copy);
    // A build that gave no verdict says nothing of the break, and the next would fare no better: stop the run.
    if (build.kind === "no-verdict") throw new Error(`The build of ${copy} gave no verdict (${build.message}).`);
    return {
      original,
      buildSeconds: seconds(started),
      ...(build.kind === "refused" ? { refusal: build.message } : {}),
    };
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
  const files = testFilesNaming(copy, rule.clause, MUTATION.tests.folder);
  if (files.length === 0) {
    return {
      status: "no-scenario",
      tests: { run: 0, failed: 0 },
      seconds: { build: buildSeconds, scenarios: seconds(started) },
    };
  }
  const report = path.join(reportsOf(copy), "rule-break-vitest.json");
  const vitest = path.join(copy, "node_modules", ".bin", "vitest");
  const tests = { run: 0, failed: 0 };
  for (const { files: runFiles, config } of vitestRunsOf(files, MUTATION.tests.configs)) {
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
      { cwd: copy, env: await copyEnvironment(copy) },
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

/** A caught break's record in the project's last catches (HarnessConfig.paths.lastCatches). */
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
  if (unknown.length > 0) throw new Error(`No rule break ${unknown.join(", ")} in ${RULE_BREAKS_FILE}`);
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

  const copyPath = (lane: number) => workingCopyPath(ROOT, MUTATION.copyName, lane);
  if (options.fresh) for (const lane of LANES) rmSync(copyPath(lane), { recursive: true, force: true });
  mkdirSync(BREAK_LOGS, { recursive: true });

  // Two copies, used in turn: a break builds in one while the one before it runs its scenarios in the other.
  const prepared = new Set<number>();
  const copyOf = (index: number) => copyPath(LANES[index % LANES.length] ?? 0);
  /** Brings a copy level with the repository and builds its site unbroken, the first time the run uses it. */
  async function prepare(index: number): Promise<void> {
    const lane = index % LANES.length;
    if (prepared.has(lane)) return;
    const sync = syncWorkingCopy(ROOT, copyOf(index), { keeps: MUTATION.copyKeeps, seeds: MUTATION.copySeeds });
    log(
      `Working copy ${sync.copy}: ${sync.copied} files copied, ${sync.removed} removed${sync.seededCache ? ", its cache seeded from the repository" : ""}.`,
    );
    // Unbroken first, so the server's rule breaks (which need no build) run against the site as it is.
    const baseStarted = Date.now();
    const base = await buildCopy(sync.copy);
    if (base.kind !== "built") throw new Error(`The working copy's site does not build unbroken: ${base.message}`);
    log(
      `Unbroken site of ${sync.copy} ${base.built ? "built" : "already built"} in ${seconds(baseStarted).toFixed(1)} s.`,
    );
    prepared.add(lane);
  }

  const needsBuild = await MUTATION.buildNeed();
  const ordered = breakOrder(applicable, needsBuild);
  const lastCatches = readLastCatches(ROOT);
  // Written after each break, so a run stopped halfway keeps what it learnt.
  let catchesSoFar = lastCatches;
  const knownIds = all.map((rule) => rule.id);
  const judged = await twoStagePipeline(
    ordered,
    async (rule, index) => {
      await prepare(index);
      return applyBreak(rule, copyOf(index), needsBuild);
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
  if (only === "stryker" && !MUTATION.stryker)
    throw new Error(`${CONFIG.name} runs no Stryker (its mutation has no stryker).`);
  const strykerRun = only === "rule-breaks" || !MUTATION.stryker ? undefined : await runStryker(MUTATION.stryker);
  const stryker = strykerRun?.part;
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
  if (stryker && strykerRun && (stryker.total.score ?? 0) < strykerRun.threshold) {
    failures.push(`Stryker's score ${stryker.total.score}% is under ${strykerRun.threshold}%`);
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
