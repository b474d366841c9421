import { type IFormatterOptions, SummaryFormatter } from "@cucumber/cucumber";
import type { Envelope } from "@cucumber/messages";
import { describeProgress, type Progress, progressBar, shouldReport } from "./progress";

/**
 * Cucumber's progress in `npm run spec`: scenarios done of all, failures so
 * far and an estimate of the time left. In a terminal it redraws one line with
 * a bar, like Cucumber's own `progress-bar` (which counts steps and estimates
 * nothing); in CI or a pipe it prints a plain line now and then. A failed
 * scenario is named when it fails; the details follow at the end, as
 * Cucumber's summary prints them.
 */
export default class ScenarioProgressFormatter extends SummaryFormatter {
  static override readonly documentation =
    "Scenarios done, failures and the time left: a bar in a terminal, plain lines elsewhere";

  private readonly interactive: boolean;
  private total = 0;
  private done = 0;
  private failed = 0;
  private firstStartedAt: number | undefined;
  private lastReport = { done: 0, atMs: 0 };
  private readonly pickleOfTestCase = new Map<string, string>();
  private readonly testCaseOfAttempt = new Map<string, string>();
  private readonly failedAttempts = new Set<string>();
  private readonly pickleNames = new Map<string, string>();

  constructor(options: IFormatterOptions) {
    super(options);
    const stream = options.stream as { isTTY?: boolean };
    this.interactive = Boolean(stream.isTTY) && !process.env.CI;
    options.eventBroadcaster.on("envelope", (envelope: Envelope) => this.onEnvelope(envelope));
  }

  private onEnvelope(envelope: Envelope): void {
    if (envelope.pickle) {
      const where = `${envelope.pickle.uri}:${envelope.pickle.location?.line ?? 0}`;
      this.pickleNames.set(envelope.pickle.id, `${envelope.pickle.name} (${where})`);
    } else if (envelope.testCase) {
      this.total += 1;
      this.pickleOfTestCase.set(envelope.testCase.id, envelope.testCase.pickleId);
    } else if (envelope.testCaseStarted) {
      this.firstStartedAt ??= Date.now();
      this.testCaseOfAttempt.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
      if (this.done === 0 && !this.interactive && this.lastReport.atMs === 0) {
        this.lastReport = { done: 0, atMs: Date.now() };
        this.log(`Gherkin: ${this.total} scenarios to run.\n`);
      }
    } else if (envelope.testStepFinished) {
      const { status } = envelope.testStepFinished.testStepResult;
      if (status !== "PASSED" && status !== "SKIPPED")
        this.failedAttempts.add(envelope.testStepFinished.testCaseStartedId);
    } else if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      this.done += 1;
      const attempt = envelope.testCaseFinished.testCaseStartedId;
      if (this.failedAttempts.has(attempt)) {
        this.failed += 1;
        const pickleId = this.pickleOfTestCase.get(this.testCaseOfAttempt.get(attempt) ?? "") ?? "";
        this.print(`✖ failed: ${this.pickleNames.get(pickleId) ?? "a scenario"}\n`);
      }
      this.report();
    }
  }

  private progress(): Progress {
    return {
      total: this.total,
      done: this.done,
      failed: this.failed,
      elapsedMs: this.firstStartedAt === undefined ? 0 : Date.now() - this.firstStartedAt,
    };
  }

  /** Prints a line above the bar (a terminal) or as it is (a log). */
  private print(line: string): void {
    if (this.interactive) this.log("\r\u001b[2K");
    this.log(line);
  }

  private report(): void {
    const progress = this.progress();
    if (this.interactive) {
      // A terminal that does not say its width (some CI pseudo-terminals say 0) gets 80 columns.
      const reported = (this.stream as { columns?: number }).columns ?? 0;
      const columns = reported > 20 ? reported : 80;
      const text = describeProgress(progress);
      const width = Math.max(10, Math.min(40, columns - text.length - 3));
      this.log(`\r\u001b[2K${progressBar(progress, width)} ${text}`.slice(0, columns + 8));
      return;
    }
    const now = { ...progress, atMs: Date.now() };
    if (!shouldReport(this.lastReport, now)) return;
    this.lastReport = { done: now.done, atMs: now.atMs };
    this.log(`Gherkin: ${describeProgress(progress)}\n`);
  }

  override logSummary(...args: Parameters<SummaryFormatter["logSummary"]>): void {
    if (this.interactive) this.log("\n");
    this.log("\n");
    super.logSummary(...args);
  }
}
