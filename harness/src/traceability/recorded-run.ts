import { existsSync, readFileSync } from "node:fs";
import type {
  Attachment,
  Envelope,
  GherkinDocument,
  Hook,
  Pickle,
  TestCase,
  TestRunFinished,
  TestStepResult,
} from "@cucumber/messages";

/**
 * A Gherkin run as Cucumber recorded it (its message stream, `cucumber.ndjson`),
 * read into what the reports need: every scenario of the suite, and for those
 * that ran, how each step ended and what they attached. Ids in a message stream
 * are random per run, so scenarios are known by where they are written:
 * `features/x.feature:12` (the Examples row's line for an outline).
 */

export type ScenarioStatus = "passed" | "failed" | "skipped";

export interface StepOutcome {
  /** The pickle step's text, or the hook's name ("Before", "After") for a hook. */
  text: string;
  /** Index into the pickle's steps, or undefined for a hook. */
  pickleStep: number | undefined;
  status: string;
  message: string | undefined;
  durationMs: number;
}

export interface ScenarioOutcome {
  key: string;
  pickle: Pickle;
  tags: string[];
  status: ScenarioStatus;
  steps: StepOutcome[];
  attachments: Attachment[];
  durationMs: number;
}

export interface RecordedRun {
  documents: GherkinDocument[];
  /** Every scenario of the features read, whether it ran or not (tags, shards, lines leave some out). */
  pickles: Pickle[];
  /** The scenarios that ran, by key; the last attempt of a retried one. */
  outcomes: Map<string, ScenarioOutcome>;
  startedAt: Date | undefined;
  finishedAt: Date | undefined;
  finished: TestRunFinished | undefined;
  /** Hooks around the whole run (BeforeAll, AfterAll) that did not pass, with their message. */
  failedRunHooks: string[];
}

/** Where a scenario is written: its file and the line of the scenario, or of its Examples row. */
export function scenarioKey(pickle: Pick<Pickle, "uri" | "location">): string {
  return `${pickle.uri}:${pickle.location?.line ?? 0}`;
}

const STATUS_RANK: Record<string, number> = {
  PASSED: 0,
  SKIPPED: 1,
  PENDING: 2,
  UNDEFINED: 2,
  UNKNOWN: 2,
  AMBIGUOUS: 3,
  FAILED: 3,
};

function statusOf(steps: readonly StepOutcome[]): ScenarioStatus {
  let worst = "PASSED";
  for (const step of steps) if ((STATUS_RANK[step.status] ?? 3) > (STATUS_RANK[worst] ?? 0)) worst = step.status;
  if (worst === "PASSED") return "passed";
  return worst === "SKIPPED" ? "skipped" : "failed";
}

const millis = (timestamp: { seconds: number; nanos: number }) => timestamp.seconds * 1000 + timestamp.nanos / 1e6;

function messageOf(result: TestStepResult): string | undefined {
  return result.exception?.message ?? result.message ?? undefined;
}

const HOOK_NAMES: Record<string, string> = {
  BEFORE_TEST_RUN: "BeforeAll",
  AFTER_TEST_RUN: "AfterAll",
  BEFORE_TEST_CASE: "Before",
  AFTER_TEST_CASE: "After",
  BEFORE_TEST_STEP: "BeforeStep",
  AFTER_TEST_STEP: "AfterStep",
};

function hookName(hook: Hook): string {
  return hook.name ?? HOOK_NAMES[hook.type ?? ""] ?? "Hook";
}

/** Parses a message stream (ndjson text). */
export function parseEnvelopes(text: string): Envelope[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Envelope);
}

export function readEnvelopes(file: string): Envelope[] {
  return existsSync(file) ? parseEnvelopes(readFileSync(file, "utf8")) : [];
}

export function recordedRun(envelopes: readonly Envelope[]): RecordedRun {
  const documents: GherkinDocument[] = [];
  const pickles = new Map<string, Pickle>();
  const testCases = new Map<string, TestCase>();
  const hookNames = new Map<string, string>();
  const attempts = new Map<
    string,
    { testCase: TestCase; steps: Map<string, StepOutcome>; attachments: Attachment[]; started: number; ended: number }
  >();
  const finishedAttempts: string[] = [];
  const runHooks = new Map<string, string>();
  const failedRunHooks: string[] = [];
  let startedAt: Date | undefined;
  let finishedAt: Date | undefined;
  let finished: TestRunFinished | undefined;

  for (const envelope of envelopes) {
    if (envelope.gherkinDocument) documents.push(envelope.gherkinDocument);
    else if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    else if (envelope.hook) hookNames.set(envelope.hook.id, hookName(envelope.hook));
    else if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase);
    else if (envelope.testRunStarted) startedAt = new Date(millis(envelope.testRunStarted.timestamp));
    else if (envelope.testCaseStarted) {
      const testCase = testCases.get(envelope.testCaseStarted.testCaseId);
      if (!testCase) continue;
      const at = millis(envelope.testCaseStarted.timestamp);
      attempts.set(envelope.testCaseStarted.id, {
        testCase,
        steps: new Map(),
        attachments: [],
        started: at,
        ended: at,
      });
    } else if (envelope.testStepFinished) {
      const { testCaseStartedId, testStepId, testStepResult } = envelope.testStepFinished;
      const attempt = attempts.get(testCaseStartedId);
      const testStep = attempt?.testCase.testSteps.find((step) => step.id === testStepId);
      if (!attempt || !testStep) continue;
      const pickle = pickles.get(attempt.testCase.pickleId);
      const index = pickle?.steps.findIndex((step) => step.id === testStep.pickleStepId) ?? -1;
      attempt.steps.set(testStepId, {
        text:
          index >= 0
            ? (pickle?.steps[index]?.text ?? "")
            : (hookNames.get(testStep.hookId ?? "") ?? (testStep.hookId ? "Hook" : "")),
        pickleStep: index >= 0 ? index : undefined,
        status: testStepResult.status,
        message: messageOf(testStepResult),
        durationMs: millis(testStepResult.duration),
      });
    } else if (envelope.attachment?.testCaseStartedId) {
      attempts.get(envelope.attachment.testCaseStartedId)?.attachments.push(envelope.attachment);
    } else if (envelope.testCaseFinished) {
      const attempt = attempts.get(envelope.testCaseFinished.testCaseStartedId);
      if (!attempt) continue;
      attempt.ended = millis(envelope.testCaseFinished.timestamp);
      if (!envelope.testCaseFinished.willBeRetried) finishedAttempts.push(envelope.testCaseFinished.testCaseStartedId);
    } else if (envelope.testRunHookStarted) {
      runHooks.set(
        envelope.testRunHookStarted.id,
        hookNames.get(envelope.testRunHookStarted.hookId) ?? "a hook of the run",
      );
    } else if (envelope.testRunHookFinished) {
      const { result, testRunHookStartedId } = envelope.testRunHookFinished;
      if (result.status !== "PASSED") {
        const name = runHooks.get(testRunHookStartedId) ?? "a hook of the run";
        failedRunHooks.push(`${name}: ${messageOf(result) ?? result.status}`);
      }
    } else if (envelope.testRunFinished) {
      finished = envelope.testRunFinished;
      finishedAt = new Date(millis(envelope.testRunFinished.timestamp));
    }
  }

  const outcomes = new Map<string, ScenarioOutcome>();
  for (const attemptId of finishedAttempts) {
    const attempt = attempts.get(attemptId);
    const pickle = attempt && pickles.get(attempt.testCase.pickleId);
    if (!attempt || !pickle) continue;
    // Steps in the order the test case lists them (hooks included); a step that never finished is left out.
    const steps = attempt.testCase.testSteps.flatMap((step) => attempt.steps.get(step.id) ?? []);
    const key = scenarioKey(pickle);
    outcomes.set(key, {
      key,
      pickle,
      tags: pickle.tags.map((tag) => tag.name),
      status: statusOf(steps),
      steps,
      attachments: attempt.attachments,
      durationMs: attempt.ended - attempt.started,
    });
  }
  return {
    documents,
    pickles: [...pickles.values()],
    outcomes,
    startedAt,
    finishedAt,
    finished,
    failedRunHooks,
  };
}

/** Reads `cucumber.ndjson`; a missing file is a run with nothing in it. */
export function readRecordedRun(file: string): RecordedRun {
  return recordedRun(readEnvelopes(file));
}
