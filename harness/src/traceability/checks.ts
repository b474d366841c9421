import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONFIG, type HarnessConfig } from "../config";
import { clauseIdsIn } from "./clauses";
import type { KnownDeviation } from "./known-deviations";
import type { RecordedRun } from "./recorded-run";
import { covers } from "./verdict";

/**
 * What proves a clause, by kind: a browser scenario (Gherkin against a
 * deployment), a property test (fast-check), a contract test (the zod contracts
 * and the data they hold), or a unit test (examples run against the reference
 * implementation's modules, its build or its API).
 */
export type CheckKind = "scenario" | "property" | "contract" | "unit";

export const CHECK_KINDS: readonly CheckKind[] = ["scenario", "property", "contract", "unit"];

export const CHECK_KIND_NAMES: Record<CheckKind, string> = {
  scenario: "browser scenario",
  property: "property",
  contract: "contract",
  unit: "unit",
};

/** A check that ran: a Gherkin scenario or a vitest test, with the clauses it names. */
export interface Check {
  kind: CheckKind;
  name: string;
  /** Where it lives: feature file and line (the scenario's key), or test file. */
  where: string;
  clauses: string[];
  status: "passed" | "failed" | "skipped";
  /** For a scenario that did not pass: the entries of the deployment's known deviations that cover it. */
  knownDeviations?: KnownDeviation[];
}

/** Each scenario that ran, with the clauses its tags name and, when it failed, the known deviations covering it. */
export function scenarioChecks(run: RecordedRun, deviations: readonly KnownDeviation[] = []): Check[] {
  return [...run.outcomes.values()].map((outcome) => {
    const scenario = { name: outcome.pickle.name, tags: outcome.tags };
    const knownDeviations =
      outcome.status === "passed" ? [] : deviations.filter((deviation) => covers(deviation, scenario));
    return {
      kind: "scenario",
      name: outcome.pickle.name,
      where: outcome.key,
      clauses: [...new Set(outcome.tags.flatMap(clauseIdsIn))],
      status: outcome.status,
      ...(knownDeviations.length > 0 ? { knownDeviations } : {}),
    };
  });
}

const isIn = (file: string, folders: readonly string[]) =>
  folders.some((folder) => file.startsWith(`${folder.replace(/\/$/, "")}/`));

/** The kind of a vitest test, from the folder its file lives in (`testKinds` of the configuration). */
export function kindOfTestFile(
  file: string,
  kinds: HarnessConfig["testKinds"] = CONFIG.testKinds,
): Exclude<CheckKind, "scenario"> {
  if (isIn(file, kinds.property)) return "property";
  if (isIn(file, kinds.contract)) return "contract";
  return "unit";
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

/** Each test of a vitest JSON report, with the clauses its name or its describe blocks name. */
export function unitChecks(jsonFile: string, root: string, kinds = CONFIG.testKinds): Check[] {
  if (!existsSync(jsonFile)) return [];
  const report = JSON.parse(readFileSync(jsonFile, "utf8")) as VitestReport;
  return report.testResults.flatMap((file) => {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    return file.assertionResults.map((test) => {
      const fullName = [...test.ancestorTitles, test.title].join(" › ");
      return {
        kind: kindOfTestFile(where, kinds),
        name: fullName,
        where,
        clauses: [...new Set(clauseIdsIn(fullName))],
        status: test.status === "passed" ? "passed" : test.status === "failed" ? "failed" : "skipped",
      } satisfies Check;
    });
  });
}

/** Every vitest JSON report of a run (`vitest.json`, and any other `vitest-*.json` a phase of `npm test` writes). */
export function vitestReports(reportsDir: string): string[] {
  if (!existsSync(reportsDir)) return [];
  return readdirSync(reportsDir)
    .filter((file) => /^vitest(?:-[\w-]+)?\.json$/.test(file))
    .sort()
    .map((file) => path.join(reportsDir, file));
}

/** The tests of every vitest report of a run. */
export function allUnitChecks(reportsDir: string, root: string, kinds = CONFIG.testKinds): Check[] {
  return vitestReports(reportsDir).flatMap((file) => unitChecks(file, root, kinds));
}
