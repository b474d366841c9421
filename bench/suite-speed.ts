import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { TEST_RUN_FILE, type TestRunTiming } from "../scripts/lib/test-run";
import { REPORTS_DIR } from "../tooling/paths";

/** Timestamps in Cucumber messages. */
interface Timestamp {
  seconds: number;
  nanos: number;
}
const ms = (t: Timestamp) => t.seconds * 1000 + t.nanos / 1e6;

/** The suite's speed from the last run's reports, as markdown. */
export function suiteSpeed(): string {
  const ndjson = path.join(REPORTS_DIR, "cucumber.ndjson");
  if (!existsSync(ndjson)) return "No Cucumber run found in reports/: run `npm test` before `npm run bench`.";
  let startedAt = 0;
  let finishedAt = 0;
  let scenarios = 0;
  const stepMs: number[] = [];
  for (const line of readFileSync(ndjson, "utf8").split("\n")) {
    if (!line) continue;
    const envelope = JSON.parse(line) as {
      testRunStarted?: { timestamp: Timestamp };
      testRunFinished?: { timestamp: Timestamp };
      testCaseFinished?: { willBeRetried: boolean };
      testStepFinished?: { testStepResult: { duration: Timestamp } };
    };
    if (envelope.testRunStarted) startedAt = ms(envelope.testRunStarted.timestamp);
    if (envelope.testRunFinished) finishedAt = ms(envelope.testRunFinished.timestamp);
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) scenarios += 1;
    if (envelope.testStepFinished) stepMs.push(ms(envelope.testStepFinished.testStepResult.duration));
  }
  const wallSeconds = (finishedAt - startedAt) / 1000;
  const lines = [
    `- Scenarios: ${scenarios}; wall time of the Gherkin run (2 workers, build excluded): ${wallSeconds.toFixed(1)} s;`,
    `  ${(wallSeconds / Math.max(scenarios, 1)).toFixed(2)} s per scenario (target ≤ 0.5 s, issue 13); time spent in steps and hooks: ${(stepMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s.`,
  ];
  if (existsSync(TEST_RUN_FILE)) {
    const timing = JSON.parse(readFileSync(TEST_RUN_FILE, "utf8")) as TestRunTiming;
    const phases = Object.entries(timing.phases)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
      .join(", ");
    lines.push(`- The whole \`npm test\`: ${timing.totalSeconds.toFixed(1)} s (target ≤ 360 s): ${phases}.`);
  }
  return lines.join("\n");
}
