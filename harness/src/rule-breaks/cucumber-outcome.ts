import { existsSync, readFileSync } from "node:fs";
import { pageDidNotOpen } from "./last-catches";

/**
 * What a cucumber run said, from its message stream (reports/cucumber.ndjson):
 * how many scenarios ran and, for the failure that best names the check, which
 * scenario, where, at which step and with what message. A rule break is caught
 * by that check.
 */

export interface FailedCheck {
  scenario: string;
  /** Feature file and line of the scenario (or of the Examples row of an outline). */
  location: string;
  /**
   * The scenario as its feature file writes it: its name (an outline's with its <placeholders>) and, for an
   * outline, the cells of the Examples row. Unlike the line, these survive edits elsewhere in the file.
   */
  written: { scenario: string; example?: string[] };
  /** The step that failed, as the feature writes it; a hook's failure names the hook. */
  step: string;
  /** The first line of the failure's message. */
  message: string;
}

export interface CucumberOutcome {
  scenarios: number;
  failed: number;
  /** The failure that best names the catch: the first at a step that checks something, else the first. */
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
interface Row extends Located {
  cells: Array<{ value: string }>;
}
interface ScenarioNode extends Located {
  name: string;
  examples?: Array<{ tableBody: Row[] }>;
}
interface FeatureChild {
  scenario?: ScenarioNode;
  rule?: { children: FeatureChild[] };
  background?: unknown;
}

/** Where a scenario or an Examples row is written: its line, its scenario's name, and a row's cells. */
interface WrittenNode {
  line: number;
  scenario: string;
  example?: string[];
}

/** Every scenario and Examples row, by its id. */
function nodesOf(children: readonly FeatureChild[], nodes: Map<string, WrittenNode>): void {
  for (const child of children) {
    if (child.rule) nodesOf(child.rule.children, nodes);
    const scenario = child.scenario;
    if (!scenario) continue;
    nodes.set(scenario.id, { line: scenario.location.line, scenario: scenario.name });
    for (const examples of scenario.examples ?? []) {
      for (const row of examples.tableBody) {
        const example = row.cells.map((cell) => cell.value);
        nodes.set(row.id, { line: row.location.line, scenario: scenario.name, example });
      }
    }
  }
}

const FAILED = new Set(["FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING"]);
const HOOK = "(a hook of the scenario)";

/**
 * Whether a failure is a step's own check failing: not a hook's (the page's problems, seen after the
 * steps passed) and not a page that did not open at all. A break caught only so is a weak catch.
 */
export function namesItsCheck(failure: Pick<FailedCheck, "step" | "message">): boolean {
  return failure.step !== HOOK && !pageDidNotOpen(failure.message);
}

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
  const nodes = new Map<string, WrittenNode>();
  const pickles = new Map<string, NonNullable<Envelope["pickle"]>>();
  const testCases = new Map<string, NonNullable<Envelope["testCase"]>>();
  const started = new Map<string, string>();
  const failures = new Map<string, FailedCheck>();
  let scenarios = 0;

  for (const envelope of envelopes) {
    if (envelope.gherkinDocument?.feature) nodesOf(envelope.gherkinDocument.feature.children, nodes);
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase);
    if (envelope.testCaseStarted) started.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
    const finished = envelope.testStepFinished;
    if (finished && FAILED.has(finished.testStepResult.status) && !failures.has(finished.testCaseStartedId)) {
      const testCase = testCases.get(started.get(finished.testCaseStartedId) ?? "");
      const pickle = pickles.get(testCase?.pickleId ?? "");
      if (testCase && pickle) {
        const pickleStepId = testCase.testSteps.find((step) => step.id === finished.testStepId)?.pickleStepId;
        const step = pickle.steps.find((each) => each.id === pickleStepId)?.text ?? HOOK;
        const node = nodes.get(pickle.astNodeIds.at(-1) ?? "") ?? nodes.get(pickle.astNodeIds[0] ?? "");
        const raw = finished.testStepResult.exception?.message ?? finished.testStepResult.message ?? "";
        failures.set(finished.testCaseStartedId, {
          scenario: pickle.name,
          location: `${pickle.uri}:${node?.line ?? "?"}`,
          written: node?.example
            ? { scenario: node.scenario, example: node.example }
            : { scenario: node?.scenario ?? pickle.name },
          step,
          message: summaryOf(raw, finished.testStepResult.status),
        });
      }
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) scenarios += 1;
  }
  // Two workers finish in any order: the failure of a step that checks something names the catch better than a
  // hook's (the page's problems after the steps passed) or a page that did not open.
  const all = [...failures.values()];
  const firstFailure = all.find(namesItsCheck) ?? all[0];
  return firstFailure ? { scenarios, failed: failures.size, firstFailure } : { scenarios, failed: 0 };
}

/** The address of the server a run started, which changes from run to run: left out, so a record stays the same. */
const LOCAL_ORIGIN = /https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g;

/**
 * The first meaningful line of a failure, with what was expected and received (a matcher's
 * `Expected:`/`Received:` lines, or the lines of its diff), on one line, without terminal colours.
 */
function summaryOf(message: string, status: string): string {
  const lines = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed.
    .replace(/\u001b\[[0-9;]*m/g, "")
    .replace(LOCAL_ORIGIN, "")
    .split("\n")
    .map((each) => each.trim());
  const first = lines.find((each) => each !== "");
  if (first === undefined) return `step ${status.toLowerCase()}`;
  const stack = lines.findIndex((each) => each.startsWith("at "));
  const body = stack === -1 ? lines : lines.slice(0, stack);
  const compared = body.filter(
    (each) =>
      each !== first &&
      (/^(Expected|Received)\b/.test(each) || (/^[-+] /.test(each) && !/^[-+] (Expected|Received) /.test(each))),
  );
  return [first, ...compared].join(" ").replace(/\s+/g, " ").slice(0, 300);
}
