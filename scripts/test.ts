import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scenarioChecks, unitChecks } from "../spec/traceability/checks";
import { summaryOf, writeTraceability } from "../spec/traceability/report";
import { REPORTS_DIR, ROOT } from "./lib/paths";
import { run } from "./lib/run";
import { ensureSiteBuilt } from "./lib/site-build";
import { TEST_RUN_FILE, type TestRunTiming } from "./lib/test-run";

/**
 * `npm test`: the single command that proves everything. Static checks and
 * the unit/property/contract tests run while the site builds; then the
 * Gherkin suite runs against the build; then the traceability report.
 * Ends with the line `spec: N passed, N failed` (scenarios and unit tests).
 */

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

async function step(name: string, command: string, args: string[], echo = false): Promise<Outcome> {
  const started = Date.now();
  const result = await run(command, args, { cwd: ROOT, echo });
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
    await step("unit, property and contract tests (vitest)", bin("vitest"), ["run"]),
  ];
  return outcomes;
}

async function build(): Promise<Outcome> {
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

async function main(): Promise<number> {
  const started = Date.now();
  // Reports of an earlier run must not count in this one.
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  const [checks, built] = await Promise.all([staticChecks(), build()]);
  const outcomes = [...checks, built];
  if (built.ok) {
    outcomes.push(
      await step("markup of every page (Nu HTML Checker)", bin("tsx"), [path.join("scripts", "check-markup.ts")]),
    );
    outcomes.push(
      await step("share pictures, icons and manifest of the build (vitest)", bin("vitest"), [
        "run",
        "--config",
        "vitest.built-site.config.ts",
      ]),
    );
    outcomes.push(
      await step("Gherkin suite (cucumber)", bin("tsx"), [path.join("spec", "support", "run-spec.ts")], true),
    );
  }

  const trace = writeTraceability();
  console.log(`${trace.gatePassed ? "✔" : "✖"} ${summaryOf(trace)} (reports/traceability.md)`);

  const results = [
    ...scenarioChecks(path.join(REPORTS_DIR, "cucumber.ndjson")),
    ...unitChecks(path.join(REPORTS_DIR, "vitest.json"), ROOT),
    ...unitChecks(path.join(REPORTS_DIR, "vitest-built-site.json"), ROOT),
  ];
  const passed = results.filter((check) => check.status === "passed").length;
  const failed = results.length - passed;
  const ok = outcomes.every((outcome) => outcome.ok) && trace.gatePassed && failed === 0;
  const timing: TestRunTiming = {
    totalSeconds: (Date.now() - started) / 1000,
    phases: Object.fromEntries(outcomes.map((outcome) => [outcome.name, outcome.seconds])),
  };
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(TEST_RUN_FILE, JSON.stringify(timing, null, 2));
  console.log(`spec: ${passed} passed, ${failed} failed`);
  return ok ? 0 : 1;
}

process.exit(await main());
