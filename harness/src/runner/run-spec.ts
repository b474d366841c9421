import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type BrowserSetUp, CONFIG, type LocalDeployment, REPORTS_DIR, ROOT } from "../config";
import { judgeRunFile } from "../traceability/judged-run";
import { loadDeviationList } from "../traceability/known-deviations";
import { RUN_RECORD_FILE, type RunRecord, writeRunRecord } from "../traceability/run-record";
import { describeVerdict } from "../traceability/verdict";
import { describeMissingNeeds, missingNeeds } from "./deployment-needs";
import { CUCUMBER_CONFIG, emptySelection, READ_ONLY_TAGS, selectionOf, WRITES_TAG } from "./selection";
import { MOST_RERUN, RERUN_CONFIG, RERUN_DIR, scenariosToTrace } from "./traced-rerun";
import { MESSAGES_FILE, writeReports } from "./write-reports";

/**
 * `npm run spec [-- cucumber args]`: runs the Gherkin suite and gates on it.
 *
 * With BASE_URL it targets that deployment and builds nothing; without it, the
 * project's own site (`site` of the configuration) is built when its sources
 * changed (or, with SPEC_PREBUILT=1, the build it was handed is served and any
 * other refused), served on a free loopback port for the run, and stopped
 * afterwards. Before Cucumber starts it checks
 * that the deployment has what the chosen scenarios need (SPEC_READ_ONLY=1
 * leaves out those that write data). After the run, the gate judges it by the
 * deployment's known deviations (SPEC_EXPECTATIONS, `reference` for the local
 * build), and the reports are written, unless the run is one shard of several
 * (`--shard i/n`: `npm run trace -- --merge` writes them) or SPEC_REPORTS=off.
 * The run records no Playwright traces; the scenarios that failed unexpectedly
 * are run once more with traces (traced-rerun.ts), unless SPEC_TRACE is set:
 * `on-failure` records them in the one run, `off` never.
 */

const require = createRequire(import.meta.url);
const env = process.env;
const args = process.argv.slice(2);

function shardOf(cucumberArgs: readonly string[]): string | null {
  const index = cucumberArgs.findIndex((arg) => arg === "--shard" || arg.startsWith("--shard="));
  if (index === -1) return null;
  const value = cucumberArgs[index]?.includes("=") ? cucumberArgs[index]?.split("=")[1] : cucumberArgs[index + 1];
  return value ?? null;
}

/** The run's column in the reports: the deployment, and the browser's set-up when it is not the default. */
function deploymentName(baseUrl: string | undefined, expectations: string | null, setUp: BrowserSetUp): string {
  const deployment = expectations ?? (baseUrl ? new URL(baseUrl).host : "reference");
  return setUp.isDefault ? deployment : `${deployment} · ${setUp.name}`;
}

/** A project that names no set-up has one: the machine as it is. */
const THE_MACHINE_AS_IT_IS: BrowserSetUp = {
  name: "default",
  isDefault: true,
  description: "the machine as it is",
  environment: {},
};

function runCucumber(
  cucumberArgs: readonly string[],
  childEnv: NodeJS.ProcessEnv,
  config = CUCUMBER_CONFIG,
): Promise<number> {
  const cucumber = path.join(path.dirname(require.resolve("@cucumber/cucumber/package.json")), "bin", "cucumber.js");
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [cucumber, "--config", config, ...cucumberArgs], {
      cwd: ROOT,
      stdio: "inherit",
      env: childEnv,
    });
    child.on("close", (exitCode) => resolve(exitCode ?? 1));
  });
}

async function main(): Promise<number> {
  let chromiumPath: string | undefined;
  let setUp: BrowserSetUp;
  try {
    chromiumPath = await CONFIG.browser.executablePath();
    setUp = (await CONFIG.browser.setUp?.()) ?? THE_MACHINE_AS_IT_IS;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }

  // The local build is the suite's (the project's settings, where the caller's win): the check of
  // SPEC_PREBUILT and the build the server serves must read the same settings.
  if (!env.BASE_URL)
    for (const [name, value] of Object.entries((await CONFIG.site.settings?.()) ?? {})) env[name] ??= value;

  // The deployment's known deviations: named by SPEC_EXPECTATIONS; the local build is the reference.
  const expectations = env.SPEC_EXPECTATIONS || (env.BASE_URL ? null : "reference");
  const list = expectations ? loadDeviationList(expectations) : null;
  const readOnly = env.SPEC_READ_ONLY === "1";
  const shard = shardOf(args);
  const cucumberArgs = readOnly ? [...args, "--tags", READ_ONLY_TAGS] : [...args];

  const chosen = await selectionOf(args);
  if (readOnly) {
    console.log(
      `Read-only run: leaving out ${chosen.writing} of ${chosen.scenarios} scenarios, those that write data (${WRITES_TAG}).`,
    );
  }
  const writing = readOnly ? 0 : chosen.writing;
  const nothingToRun = emptySelection(chosen, readOnly, args, env);
  if (nothingToRun) {
    console.error(nothingToRun);
    return 1;
  }

  if (env.SPEC_PREBUILT === "1" && !env.BASE_URL && !(await CONFIG.site.isBuilt())) {
    console.error(`SPEC_PREBUILT=1: ${CONFIG.site.notBuilt}`);
    return 1;
  }

  let local: LocalDeployment | undefined;
  let baseUrl = env.BASE_URL;
  // Against a deployment, SPEC_ADMIN_TOKEN (its ADMIN_TOKEN) lets scenarios read back what forms sent.
  let adminToken = env.SPEC_ADMIN_TOKEN;
  if (!baseUrl) {
    local = await CONFIG.site.serve();
    baseUrl = local.baseUrl;
    adminToken = local.adminToken;
  }
  try {
    const missing = await missingNeeds({ baseUrl, adminToken, writing });
    if (missing.length > 0) {
      console.error(describeMissingNeeds(baseUrl, missing, writing));
      return 1;
    }

    const deployment = deploymentName(env.BASE_URL, expectations, setUp);
    console.log(
      `Running the spec against ${baseUrl} (${deployment}${list ? `, known deviations: ${list.file}` : ""}${shard ? `, shard ${shard}` : ""}; browser set-up: ${setUp.description})`,
    );
    mkdirSync(REPORTS_DIR, { recursive: true });
    // Messages of an earlier run must not be read as this one's if this one stops early.
    rmSync(path.join(REPORTS_DIR, MESSAGES_FILE), { force: true });
    rmSync(path.join(REPORTS_DIR, RERUN_DIR), { recursive: true, force: true });
    const record: RunRecord = {
      deployment,
      baseUrl,
      expectations,
      shard,
      readOnly,
      startedAt: new Date().toISOString(),
      browserSetUp: setUp.name,
    };
    writeRunRecord(REPORTS_DIR, record);

    const cucumberEnv: NodeJS.ProcessEnv = {
      ...env,
      BASE_URL: baseUrl,
      ...(adminToken ? { SPEC_ADMIN_TOKEN: adminToken } : {}),
      ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}),
      // The browser in the set-up chosen (its fonts, say), and nothing else of the machine.
      ...setUp.environment,
      // Steps may be TypeScript: every cucumber process (and its workers) loads them through tsx, the
      // harness's own (a project's folder need not find it).
      NODE_OPTIONS: [env.NODE_OPTIONS, `--import ${import.meta.resolve("tsx")}`].filter(Boolean).join(" "),
    };
    await runCucumber(cucumberArgs, { ...cucumberEnv, SPEC_TRACE: env.SPEC_TRACE ?? "off" });

    const failed = env.SPEC_TRACE ? [] : scenariosToTrace(judgeRunFile(path.join(REPORTS_DIR, MESSAGES_FILE)).verdict);
    if (failed.length > 0) {
      console.log(
        `Running ${failed.length} failed scenario(s) again to record their Playwright traces${failed.length === MOST_RERUN ? ` (the first ${MOST_RERUN})` : ""}; the verdict is the first run's.`,
      );
      await runCucumber(failed, { ...cucumberEnv, SPEC_TRACE: "on-failure" }, RERUN_CONFIG);
      console.log(
        `Their traces: ${path.relative(ROOT, path.join(REPORTS_DIR, RERUN_DIR, "cucumber.html"))}, and beside each failure in the living documentation.`,
      );
    }
  } finally {
    await local?.stop();
  }

  // The gate: Cucumber's exit code fails on any failure; the deployment's list decides which are known.
  const judged = judgeRunFile(path.join(REPORTS_DIR, MESSAGES_FILE));
  for (const line of describeVerdict(judged.verdict, list?.file)) console.log(line);

  if (shard) {
    console.log(
      `Shard ${shard}: its messages are ${path.relative(ROOT, path.join(REPORTS_DIR, MESSAGES_FILE))} and ${path.relative(ROOT, path.join(REPORTS_DIR, RUN_RECORD_FILE))}; ` +
        "merge every shard's with `npm run trace -- --merge <files>`.",
    );
  } else if (env.SPEC_REPORTS !== "off") {
    const { livingDoc } = writeReports();
    console.log(`Living documentation: ${path.relative(ROOT, livingDoc)}`);
  }
  return judged.verdict.gatePassed ? 0 : 1;
}

try {
  process.exit(await main());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
