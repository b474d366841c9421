import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  allUnitChecks,
  failsUnexpectedly,
  KEPT_RUNS_DIR,
  scenarioChecks,
  summaryOf,
  writeReports,
} from "@mmcb/harness";
import { run } from "@mmcb/harness/process";
import { FONT_SETUPS } from "../tooling/fonts";
import { REPORTS_DIR, ROOT } from "../tooling/paths";
import { ensureSiteBuilt } from "./lib/site-build";
import { TEST_RUN_FILE, type TestRunTiming } from "./lib/test-run";

/**
 * `npm test`: the single command that proves everything. Static checks and
 * the unit/property/contract tests run while the site builds; then the
 * Gherkin suite runs against the build and gates on it (its steadiness
 * scenarios first again in each other font set-up); then the proof that
 * the gate honours a deployment's known deviations; then the reports. Each
 * phase says when it starts. Ends with the line `spec: N passed, N failed`
 * (scenarios and unit tests), naming the living documentation.
 */

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const RUN_SPEC = path.join("harness", "src", "runner", "run-spec.ts");
/** The scenarios that check a page does not move as it loads, the ones a visitor's fonts can break (scenario-tags.test.ts). */
const STEADINESS = "@steadiness";

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function announce(name: string): void {
  console.log(`▶ ${name}…`);
}

async function step(
  name: string,
  command: string,
  args: string[],
  { echo = false, env }: { echo?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Outcome> {
  announce(name);
  const started = Date.now();
  const result = await run(command, args, { cwd: ROOT, echo, ...(env ? { env } : {}) });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.code === 0;
  if (!ok && !echo) process.stdout.write(`\n--- ${name} failed ---\n${result.output}\n`);
  console.log(`${ok ? "✔" : "✖"} ${name} (${seconds.toFixed(1)} s)`);
  return { name, ok, seconds };
}

async function staticChecks(): Promise<Outcome[]> {
  const outcomes = [
    await step("typecheck (tsc --noEmit)", bin("tsc"), ["--noEmit", "-p", "."]),
    await step("lint (biome check)", bin("biome"), ["check", "."]),
    // The timing project measures the machine: it runs alone, after the build (below).
    await step("unit, property and contract tests (vitest)", bin("vitest"), [
      "run",
      "--project",
      "shared modules",
      "--project",
      "replaced modules",
    ]),
  ];
  return outcomes;
}

async function build(): Promise<Outcome> {
  announce("site build");
  const started = Date.now();
  try {
    const outcome = await ensureSiteBuilt({ echo: false });
    const seconds = (Date.now() - started) / 1000;
    console.log(`✔ site build (${outcome.built ? `${seconds.toFixed(1)} s` : "current"})`);
    return { name: "site build", ok: true, seconds };
  } catch (error) {
    console.log(`✖ site build: ${(error as Error).message}`);
    return { name: "site build", ok: false, seconds: (Date.now() - started) / 1000 };
  }
}

/** Reports of an earlier run must not count in this one; the kept runs of deployments stay (their columns). */
function clearReports(): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  for (const entry of readdirSync(REPORTS_DIR)) {
    if (entry !== KEPT_RUNS_DIR) rmSync(path.join(REPORTS_DIR, entry), { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  clearReports();
  const [checks, built] = await Promise.all([staticChecks(), build()]);
  const outcomes = [...checks, built];
  if (built.ok) {
    outcomes.push(
      // Nothing else runs meanwhile: a page answering within 200 ms is a figure of a quiet machine.
      await step("the server's timing under a flood of image optimisations (vitest, alone)", bin("vitest"), [
        "run",
        "--project",
        "timing",
        "--outputFile.json",
        path.join("reports", "vitest-timing.json"),
      ]),
    );
    outcomes.push(
      await step("markup of every page (Nu HTML Checker)", bin("tsx"), [path.join("scripts", "check-markup.ts")]),
    );
    outcomes.push(
      await step(
        "checks of the build: share pictures, icons, manifest, stylesheets, first-load scripts (vitest)",
        bin("vitest"),
        ["run", "--config", "vitest.built-site.config.ts"],
      ),
    );
    // The steadiness scenarios under each other font set-up first: each run is kept as a column of the living
    // documentation ("reference · fonts roboto", …), and the whole suite's run, last, is the one the reports judge.
    for (const fonts of FONT_SETUPS.filter((setup) => setup !== "default")) {
      outcomes.push(
        await step(
          `steadiness in the font set-up "${fonts}" (cucumber)`,
          bin("tsx"),
          [RUN_SPEC, "--tags", STEADINESS],
          {
            env: { ...process.env, SPEC_FONTS: fonts },
          },
        ),
      );
    }
    outcomes.push(
      await step("Gherkin suite (cucumber)", bin("tsx"), [RUN_SPEC], {
        echo: true,
        // This script writes the reports once every phase has ended.
        env: { ...process.env, SPEC_REPORTS: "off" },
      }),
      // A copy of the repository with a rule broken, gated with and without its list of known deviations.
      await step("known deviations, end to end (a deviating copy of the build)", bin("tsx"), [
        path.join("spec", "expectations", "deviating-deployment.ts"),
      ]),
    );
  }

  announce("reports (traceability, living documentation)");
  const { trace, judged, livingDoc } = writeReports();
  console.log(`${trace.gatePassed ? "✔" : "✖"} ${summaryOf(trace)} (reports/traceability.md)`);

  const results = [...scenarioChecks(judged.run, judged.list?.deviations ?? []), ...allUnitChecks(REPORTS_DIR, ROOT)];
  const passed = results.filter((check) => check.status === "passed").length;
  const failed = results.filter(failsUnexpectedly).length;
  const known = results.length - passed - failed;
  const ok = outcomes.every((outcome) => outcome.ok) && trace.gatePassed && failed === 0;
  const timing: TestRunTiming = {
    totalSeconds: (Date.now() - started) / 1000,
    phases: Object.fromEntries(outcomes.map((outcome) => [outcome.name, outcome.seconds])),
  };
  writeFileSync(TEST_RUN_FILE, JSON.stringify(timing, null, 2));
  console.log(`Living documentation: ${path.relative(ROOT, livingDoc)}`);
  console.log(
    `spec: ${passed} passed, ${failed} failed${known > 0 ? `, ${known} known deviations` : ""} ` +
      `(${timing.totalSeconds.toFixed(0)} s; living documentation: ${path.relative(ROOT, livingDoc)})`,
  );
  return ok ? 0 : 1;
}

process.exit(await main());
