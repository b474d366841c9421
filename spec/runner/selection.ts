import path from "node:path";
import { loadConfiguration, loadSources } from "@cucumber/cucumber/api";
import { ROOT } from "../../tooling/paths";

/**
 * Which scenarios a run will take, before it starts: Cucumber's own plan for
 * the same configuration and arguments (paths, lines, tags, names), so the
 * runner can say what read-only leaves out and ask a deployment only for what
 * the chosen scenarios need. Shards split this plan later, inside Cucumber.
 */

export const CUCUMBER_CONFIG = path.join("spec", "cucumber.mjs");

/** Scenarios that write data on the deployment (a form sent, a submission stored): `@writes`. */
export const WRITES_TAG = "@writes";

/** The tag expression that leaves out the scenarios that write data. */
export const READ_ONLY_TAGS = `not ${WRITES_TAG}`;

export interface Selection {
  scenarios: number;
  /** Of those, the scenarios that write data. */
  writing: number;
}

function both(expression: string, other: string): string {
  return expression ? `(${expression}) and (${other})` : other;
}

export async function selectionOf(cucumberArgs: readonly string[]): Promise<Selection> {
  const { runConfiguration } = await loadConfiguration(
    { file: CUCUMBER_CONFIG, provided: [...cucumberArgs] },
    { cwd: ROOT, stderr: process.stderr },
  );
  const { sources } = runConfiguration;
  const [all, writing] = await Promise.all([
    loadSources(sources, { cwd: ROOT }),
    loadSources({ ...sources, tagExpression: both(sources.tagExpression, WRITES_TAG) }, { cwd: ROOT }),
  ]);
  const errors = [...all.errors, ...writing.errors];
  if (errors.length > 0) {
    throw new Error(errors.map((error) => `${error.uri}:${error.location.line}: ${error.message}`).join("\n"));
  }
  return { scenarios: all.plan.length, writing: writing.plan.length };
}
