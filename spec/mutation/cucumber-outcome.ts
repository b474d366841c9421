import { existsSync, readFileSync } from "node:fs";

/**
 * What a cucumber run said, from its message stream (reports/cucumber.ndjson):
 * how many scenarios ran and, for the first that failed, which scenario, where,
 * at which step and with what message. A rule break is caught by that check.
 */

export interface FailedCheck {
  scenario: string;
  /** Feature file and line of the scenario (or of the Examples row of an outline). */
  location: string;
  /** The step that failed, as the feature writes it; a hook's failure names the hook. */
  step: string;
  /** The first line of the failure's message. */
  message: string;
}

export interface CucumberOutcome {
  scenarios: number;
  failed: number;
  firstFailure?: FailedCheck;
}

interface Envelope {
  gherkinDocument?: { uri: string; feature?: { children: FeatureChild[] } };
  pickle?: {
    id: string;
    name: string;
    uri: string;
    astNodeIds: string[];
    steps: Array<{ id: string; text: string }>;
  };
  testCase?: { id: string; pickleId: string; testSteps: Array<{ id: string; pickleStepId?: string }> };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: {
    testCaseStartedId: string;
    testStepId: string;
    testStepResult: { status: string; message?: string; exception?: { message?: string } };
  };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
}

interface Located {
  id: string;
  location: { line: number };
}
interface ScenarioNode extends Located {
  examples?: Array<{ tableBody: Located[] }>;
}
interface FeatureChild {
  scenario?: ScenarioNode;
  rule?: { children: FeatureChild[] };
  background?: unknown;
}

/** The line of every scenario and Examples row, by its id. */
function linesOf(children: readonly FeatureChild[], lines: Map<string, number>): void {
  for (const child of children) {
    if (child.rule) linesOf(child.rule.children, lines);
    const scenario = child.scenario;
    if (!scenario) continue;
    lines.set(scenario.id, scenario.location.line);
    for (const examples of scenario.examples ?? []) {
      for (const row of examples.tableBody) lines.set(row.id, row.location.line);
    }
  }
}

const FAILED = new Set(["FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING"]);

/** Reads a cucumber message stream; a missing file reads as a run of no scenario. */
export function readCucumberOutcome(ndjsonFile: string): CucumberOutcome {
  if (!existsSync(ndjsonFile)) return { scenarios: 0, failed: 0 };
  const envelopes = readFileSync(ndjsonFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Envelope);
  return outcomeOf(envelopes);
}

export function outcomeOf(envelopes: readonly Envelope[]): CucumberOutcome {
  const lines = new Map<string, number>();
  const pickles = new Map<string, NonNullable<Envelope["pickle"]>>();
  const testCases = new Map<string, NonNullable<Envelope["testCase"]>>();
  const started = new Map<string, string>();
  const failures = new Map<string, FailedCheck>();
  let scenarios = 0;

  for (const envelope of envelopes) {
    if (envelope.gherkinDocument?.feature) linesOf(envelope.gherkinDocument.feature.children, lines);
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase);
    if (envelope.testCaseStarted) started.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
    const finished = envelope.testStepFinished;
    if (finished && FAILED.has(finished.testStepResult.status) && !failures.has(finished.testCaseStartedId)) {
      const testCase = testCases.get(started.get(finished.testCaseStartedId) ?? "");
      const pickle = pickles.get(testCase?.pickleId ?? "");
      if (testCase && pickle) {
        const pickleStepId = testCase.testSteps.find((step) => step.id === finished.testStepId)?.pickleStepId;
        const step = pickle.steps.find((each) => each.id === pickleStepId)?.text ?? "(a hook of the scenario)";
        const node = pickle.astNodeIds.at(-1) ?? "";
        const raw = finished.testStepResult.exception?.message ?? finished.testStepResult.message ?? "";
        failures.set(finished.testCaseStartedId, {
          scenario: pickle.name,
          location: `${pickle.uri}:${lines.get(node) ?? lines.get(pickle.astNodeIds[0] ?? "") ?? "?"}`,
          step,
          message: summaryOf(raw, finished.testStepResult.status),
        });
      }
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) scenarios += 1;
  }
  const [firstFailure] = failures.values();
  return firstFailure ? { scenarios, failed: failures.size, firstFailure } : { scenarios, failed: 0 };
}

/** The first meaningful line of a failure, with what was expected and received, without terminal colours. */
function summaryOf(message: string, status: string): string {
  const lines = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed.
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((each) => each.trim());
  const first = lines.find((each) => each !== "");
  if (first === undefined) return `step ${status.toLowerCase()}`;
  const compared = lines.filter((each) => /^(Expected|Received)\b/.test(each) && each !== first);
  return [first, ...compared].join(" ").slice(0, 300);
}
