import { generateMessages } from "@cucumber/gherkin";
import { type Envelope, IdGenerator, SourceMediaType } from "@cucumber/messages";

/**
 * Message streams for the reports' tests: feature text parsed by Cucumber's
 * own Gherkin parser, and a run made up of the results a test asks for, in
 * the order and shape Cucumber writes them. Tests of the merge use real
 * Cucumber runs instead (harness/test/traceability/merge-runs.test.ts).
 */

export interface FakeResult {
  /** The scenario's name as the run shows it (an outline's row: its name with the values). */
  name: string;
  status: "PASSED" | "FAILED" | "SKIPPED" | "UNDEFINED";
  /** Which step fails (0-based), when the status says it does; the rest are skipped. */
  failingStep?: number;
  message?: string;
  /** Attachments of the scenario: a PNG of a few bytes for each name. */
  screenshots?: string[];
  /** A Playwright trace attached, as the After hook attaches one to a failed scenario. */
  trace?: boolean;
}

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const timestamp = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 });

/** The static part of a run: sources, documents and pickles of the given features. */
export function featureMessages(features: Record<string, string>, newId = IdGenerator.incrementing()): Envelope[] {
  return Object.entries(features).flatMap(([uri, text]) => [
    ...generateMessages(text, uri, SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN, {
      includeSource: true,
      includeGherkinDocument: true,
      includePickles: true,
      newId,
    }),
  ]);
}

/**
 * A whole run of the features: each scenario named in `results` ran with that
 * result; the others did not run (left out by tags, lines or another shard).
 */
export function fakeRun(
  features: Record<string, string>,
  results: readonly FakeResult[],
  { finished = true }: { finished?: boolean } = {},
): Envelope[] {
  const newId = IdGenerator.incrementing();
  const envelopes: Envelope[] = featureMessages(features, newId);
  const hookId = newId();
  envelopes.push({
    hook: { id: hookId, type: "AFTER_TEST_CASE" as never, sourceReference: { uri: "hooks.ts", location: { line: 1 } } },
  });
  const runId = newId();
  let clock = 1_700_000_000_000;
  envelopes.push({ testRunStarted: { id: runId, timestamp: timestamp(clock) } });
  const pickles = envelopes.flatMap((envelope) => (envelope.pickle ? [envelope.pickle] : []));
  for (const result of results) {
    const pickle = pickles.find((candidate) => candidate.name === result.name);
    if (!pickle) throw new Error(`No scenario named "${result.name}" in the fixture's features.`);
    const testCaseId = newId();
    const steps = [
      ...pickle.steps.map((step) => ({ id: newId(), pickleStepId: step.id, stepDefinitionIds: [] })),
      { id: newId(), hookId },
    ];
    envelopes.push({ testCase: { id: testCaseId, pickleId: pickle.id, testSteps: steps, testRunStartedId: runId } });
    const attemptId = newId();
    envelopes.push({ testCaseStarted: { id: attemptId, testCaseId, attempt: 0, timestamp: timestamp(clock) } });
    steps.forEach((step, index) => {
      const failing = result.status !== "PASSED" && index === (result.failingStep ?? 0);
      const afterFailure = result.status !== "PASSED" && index > (result.failingStep ?? 0) && "pickleStepId" in step;
      const status = failing ? result.status : afterFailure ? "SKIPPED" : "PASSED";
      clock += 10;
      envelopes.push({
        testStepStarted: { testCaseStartedId: attemptId, testStepId: step.id, timestamp: timestamp(clock) },
      });
      envelopes.push({
        testStepFinished: {
          testCaseStartedId: attemptId,
          testStepId: step.id,
          timestamp: timestamp(clock),
          testStepResult: {
            status: status as never,
            duration: { seconds: 0, nanos: 10_000_000 },
            ...(failing && result.message
              ? { message: result.message, exception: { type: "Error", message: result.message } }
              : {}),
          },
        },
      });
    });
    for (const name of result.screenshots ?? []) {
      envelopes.push({
        attachment: {
          testCaseStartedId: attemptId,
          testStepId: steps.at(-2)?.id,
          body: PNG_1X1,
          contentEncoding: "BASE64" as never,
          mediaType: "image/png",
          fileName: `${name}.png`,
        },
      });
    }
    if (result.trace) {
      envelopes.push({
        attachment: {
          testCaseStartedId: attemptId,
          testStepId: steps.at(-1)?.id,
          // An empty zip archive: the page only links it.
          body: Buffer.from([0x50, 0x4b, 5, 6, ...new Array(18).fill(0)]).toString("base64"),
          contentEncoding: "BASE64" as never,
          mediaType: "application/zip",
          fileName: "playwright-trace.zip",
        },
      });
    }
    clock += 10;
    envelopes.push({
      testCaseFinished: { testCaseStartedId: attemptId, timestamp: timestamp(clock), willBeRetried: false },
    });
  }
  if (finished) {
    const success = results.every((result) => result.status === "PASSED");
    envelopes.push({ testRunFinished: { testRunStartedId: runId, success, timestamp: timestamp(clock + 10) } });
  }
  return envelopes;
}

/** A small feature of the shop window: clause tags, a background, an outline with two widths. */
export const SAMPLE_FEATURES: Record<string, string> = {
  "spec/features/sample/footer.feature": `@chrome
Feature: The footer
  Every page ends with the footer's links.

  Background:
    Given a visitor opens the home page

  @clause:FOOTER-1
  Scenario: The footer links the institutional pages
    Then the footer links:
      | Institucional | /institucional |
      | Recall        | /recall        |
    And a screenshot of the window is attached as "Rodapé"

  @clause:FOOTER-2 @writes
  Scenario: On the launch page the footer leaves out three links
    When the visitor opens "/novo-outlander"
    Then the footer does not link "/recall"

  @clause:ROUTE-1
  Scenario Outline: <address> answers
    When a visitor opens "<address>"
    Then the page answers 200

    Examples: at 1280 px
      | address  |
      | /ofertas |

    @mobile
    Examples: at 390 px
      | address         |
      | /mit-assinatura |
`,
};
