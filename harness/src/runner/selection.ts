import path from "node:path";
import { loadConfiguration, loadSources } from "@cucumber/cucumber/api";
import { CONFIG, ROOT } from "../config";

/**
 * Which scenarios a run will take, before it starts: Cucumber's own plan for
 * the same configuration and arguments (paths, lines, tags, names), so the
 * runner can say what read-only leaves out and ask a deployment only for what
 * the chosen scenarios need. Shards split this plan later, inside Cucumber.
 */

/** Cucumber's configuration, from the project's root (where Cucumber runs). */
export const CUCUMBER_CONFIG = path.relative(ROOT, CONFIG.paths.cucumber);

/** Scenarios that write data on the deployment (a form sent, a submission stored): `writesTag` of the configuration. */
export const WRITES_TAG = CONFIG.writesTag;

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

/**
 * Why a run must not start: a selection that leaves no scenario would check nothing, and a gate that passes
 * on nothing turns a mistyped `--tags` or path into a green release. SPEC_ALLOW_EMPTY=1 allows it, for a
 * caller that asks for a clause's scenarios knowing there may be none (the rule breaks' runner).
 */
export function emptySelection(
  selection: Selection,
  readOnly: boolean,
  cucumberArgs: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const toRun = selection.scenarios - (readOnly ? selection.writing : 0);
  if (toRun > 0 || env.SPEC_ALLOW_EMPTY === "1") return null;
  const asked = cucumberArgs.length > 0 ? cucumberArgs.join(" ") : "the whole suite";
  return (
    `No scenario to run (${asked}${readOnly ? ", read-only" : ""}): nothing would be checked, so the gate fails. ` +
    "Check the paths, names and tags; SPEC_ALLOW_EMPTY=1 lets a run without scenarios pass."
  );
}
