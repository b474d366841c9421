import { readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../../tooling/paths";

/**
 * The reference CI workflow cannot run here. What can be checked is checked:
 * its syntax against the workflow schema (SchemaStore's, through
 * action-validator), and that the commands it calls and the files it hands
 * from job to job are this repository's.
 */

const WORKFLOW_FILE = path.join(ROOT, ".github", "workflows", "spec.yml");
const source = readFileSync(WORKFLOW_FILE, "utf8");

interface Step {
  run?: string;
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  strategy?: { matrix?: { shard?: number[] } };
  steps: Step[];
}
const workflow = parse(source) as { jobs: Record<string, Job> };
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

const runs = (job: string) => (workflow.jobs[job]?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
const uploads = (job: string) =>
  (workflow.jobs[job]?.steps ?? []).filter((step) => step.uses?.startsWith("actions/upload-artifact"));

describe("the reference CI workflow (.github/workflows/spec.yml)", () => {
  test("is a valid GitHub Actions workflow", () => {
    const state = validateWorkflow(source);
    expect(state.errors).toEqual([]);
  });

  test("calls only npm scripts this repository has", () => {
    const called = Object.keys(workflow.jobs)
      .flatMap(runs)
      .flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    expect(called.length).toBeGreaterThan(0);
    for (const script of called) expect(Object.keys(scripts)).toContain(script);
  });

  test("builds once and hands the build, with its stamp, to every shard", () => {
    expect(runs("build")).toContain("npm run build:suite");
    const [upload] = uploads("build");
    expect(upload?.with).toMatchObject({ name: "site-build", path: "site/public", "include-hidden-files": true });
    const spec = workflow.jobs.spec;
    expect(spec?.needs).toBe("build");
    const download = spec?.steps.find((step) => step.uses?.startsWith("actions/download-artifact"));
    expect(download?.with).toMatchObject({ name: "site-build", path: "site/public" });
    const gherkin = spec?.steps.find((step) => step.run?.startsWith("npm run spec"));
    expect(gherkin?.env).toMatchObject({ SPEC_PREBUILT: "1" });
  });

  test("the merge reads every shard of the matrix, from where each shard uploaded its messages", () => {
    const shards = workflow.jobs.spec?.strategy?.matrix?.shard ?? [];
    const command = runs("spec").find((run) => run.startsWith("npm run spec"));
    expect(command).toBe(`npm run spec -- --shard \${{ matrix.shard }}/${shards.length}`);
    const uploaded = String(uploads("spec")[0]?.with?.path);
    expect(uploaded).toContain("reports/cucumber.ndjson");
    expect(uploaded).toContain("reports/run.json");
    // The failures' traces: each shard runs its failures again into reports/rerun (harness/src/runner/traced-rerun.ts).
    expect(uploaded).toContain("reports/rerun/");
    const merge = runs("gate").find((run) => run.includes("--merge"));
    expect(merge).toBe(
      `npm run trace -- --merge ${shards.map((shard) => `shards/shard-${shard}/cucumber.ndjson`).join(" ")}`,
    );
  });

  test("runs the suite on WebKit with the same command, and every other set-up's run becomes a column", () => {
    const webkit = workflow.jobs.webkit;
    expect(webkit?.needs).toBe("build");
    const gherkin = webkit?.steps.find((step) => step.run === "npm run spec");
    expect(gherkin?.env).toMatchObject({ SPEC_PREBUILT: "1", SPEC_ENGINE: "webkit" });
    // A run keeps itself under reports/deployments/<its column> (harness/src/living-doc/kept-runs.ts).
    for (const job of ["webkit", "steadiness"]) {
      expect(uploads(job).at(-1)?.with, job).toMatchObject({ path: "reports/deployments/" });
      expect(String(uploads(job).at(-1)?.with?.name), job).toMatch(/^kept-run-/);
    }
    const kept = workflow.jobs.gate?.steps.find((step) => step.with?.pattern === "kept-run-*");
    expect(kept?.with).toMatchObject({ path: "reports/deployments", "merge-multiple": true });
    const merge = workflow.jobs.gate?.steps.findIndex((step) => step.run?.includes("--merge")) ?? -1;
    expect(workflow.jobs.gate?.steps.indexOf(kept as Step)).toBeLessThan(merge);
  });

  test("the gate waits for every job and fails when any of them failed", () => {
    const others = Object.keys(workflow.jobs).filter((job) => job !== "gate" && job !== "build");
    expect([...(workflow.jobs.gate?.needs ?? [])].sort()).toEqual(others.sort());
    const last = workflow.jobs.gate?.steps.at(-1);
    expect(last?.run).toContain("exit 1");
    for (const job of others) expect(last?.if, job).toContain(`needs.${job}.result != 'success'`);
  });
});
