import { existsSync, readFileSync } from "node:fs";
import { clauseIdsIn } from "./clauses";

/** A check that ran: a Gherkin scenario or a vitest test, with the clauses it names. */
export interface Check {
  kind: "scenario" | "unit";
  name: string;
  /** Where it lives: feature file and line, or test file. */
  where: string;
  clauses: string[];
  status: "passed" | "failed" | "skipped";
}

interface Envelope {
  gherkinDocument?: { uri: string; feature?: unknown };
  pickle?: { id: string; name: string; uri: string; tags: { name: string }[]; astNodeIds: string[] };
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
}

const STATUS_RANK: Record<string, number> = {
  PASSED: 0,
  SKIPPED: 1,
  PENDING: 2,
  UNDEFINED: 2,
  AMBIGUOUS: 3,
  FAILED: 3,
  UNKNOWN: 2,
};

/** Each scenario of a cucumber message stream, with its worst step status. */
export function scenarioChecks(ndjsonFile: string): Check[] {
  if (!existsSync(ndjsonFile)) return [];
  const envelopes = readFileSync(ndjsonFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Envelope);
  const pickles = new Map<string, NonNullable<Envelope["pickle"]>>();
  const testCases = new Map<string, string>();
  const started = new Map<string, string>();
  const worst = new Map<string, string>();
  const finished = new Set<string>();
  for (const envelope of envelopes) {
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase.pickleId);
    if (envelope.testCaseStarted) started.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
    if (envelope.testStepFinished) {
      const { testCaseStartedId, testStepResult } = envelope.testStepFinished;
      const previous = worst.get(testCaseStartedId) ?? "PASSED";
      if ((STATUS_RANK[testStepResult.status] ?? 3) > (STATUS_RANK[previous] ?? 0)) {
        worst.set(testCaseStartedId, testStepResult.status);
      } else {
        worst.set(testCaseStartedId, previous);
      }
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      finished.add(envelope.testCaseFinished.testCaseStartedId);
    }
  }
  const checks: Check[] = [];
  for (const startedId of finished) {
    const pickle = pickles.get(testCases.get(started.get(startedId) ?? "") ?? "");
    if (!pickle) continue;
    const status = worst.get(startedId) ?? "PASSED";
    checks.push({
      kind: "scenario",
      name: pickle.name,
      where: pickle.uri,
      clauses: [...new Set(pickle.tags.flatMap((tag) => clauseIdsIn(tag.name)))],
      status: status === "PASSED" ? "passed" : status === "SKIPPED" ? "skipped" : "failed",
    });
  }
  return checks;
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

/** Each test of a vitest JSON report, with the clauses its name or its describe blocks name. */
export function unitChecks(jsonFile: string, root: string): Check[] {
  if (!existsSync(jsonFile)) return [];
  const report = JSON.parse(readFileSync(jsonFile, "utf8")) as VitestReport;
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => {
      const fullName = [...test.ancestorTitles, test.title].join(" › ");
      return {
        kind: "unit" as const,
        name: fullName,
        where: file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name,
        clauses: [...new Set(clauseIdsIn(fullName))],
        status: test.status === "passed" ? "passed" : test.status === "failed" ? "failed" : "skipped",
      };
    }),
  );
}
