/**
 * Progress of a run of scenarios: how many are done, how many failed, and an
 * estimate of the time left from the pace so far (two workers included, since
 * the pace is measured, not assumed).
 */

export interface Progress {
  total: number;
  done: number;
  failed: number;
  /** Milliseconds since the first scenario started. */
  elapsedMs: number;
}

/** The estimate waits for a few scenarios: the first ones carry each worker's browser start. */
const SCENARIOS_BEFORE_ESTIMATE = 5;

export function millisecondsLeft(progress: Progress): number | undefined {
  if (progress.done < Math.min(SCENARIOS_BEFORE_ESTIMATE, progress.total) || progress.done === 0) return undefined;
  return (progress.elapsedMs / progress.done) * (progress.total - progress.done);
}

export function describeDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "123/409 scenarios, 2 failed, about 3 min 20 s left" */
export function describeProgress(progress: Progress): string {
  const left = millisecondsLeft(progress);
  const estimate =
    progress.done === progress.total
      ? `done in ${describeDuration(progress.elapsedMs)}`
      : left === undefined
        ? "estimating the time left"
        : `about ${describeDuration(left)} left`;
  return `${progress.done}/${progress.total} scenarios, ${progress.failed} failed, ${estimate}`;
}

/** A bar of `width` cells for a terminal line. */
export function progressBar(progress: Progress, width: number): string {
  const filled = progress.total === 0 ? width : Math.round((progress.done / progress.total) * width);
  return `[${"#".repeat(filled)}${" ".repeat(Math.max(0, width - filled))}]`;
}

/**
 * When a plain-line report (CI, a pipe) prints again: at every tenth of the
 * run and at least every 30 seconds, so a log shows life without a line per
 * scenario.
 */
export function shouldReport(previous: { done: number; atMs: number }, now: Progress & { atMs: number }): boolean {
  if (now.done === now.total) return true;
  const tenth = Math.max(1, Math.ceil(now.total / 10));
  if (Math.floor(now.done / tenth) > Math.floor(previous.done / tenth)) return true;
  return now.atMs - previous.atMs >= 30_000;
}
