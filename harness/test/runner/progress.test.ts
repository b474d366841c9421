import { describe, expect, test } from "vitest";
import {
  describeDuration,
  describeProgress,
  millisecondsLeft,
  progressBar,
  shouldReport,
} from "../../src/runner/progress";

describe("the progress of a run", () => {
  test("estimates the time left from the pace so far", () => {
    expect(millisecondsLeft({ total: 400, done: 100, failed: 0, elapsedMs: 100_000 })).toBe(300_000);
    expect(describeProgress({ total: 400, done: 100, failed: 2, elapsedMs: 100_000 })).toBe(
      "100/400 scenarios, 2 failed, about 5 min left",
    );
  });

  test("waits for a few scenarios before estimating: the first carry each browser's start", () => {
    expect(millisecondsLeft({ total: 400, done: 4, failed: 0, elapsedMs: 9_000 })).toBeUndefined();
    expect(describeProgress({ total: 400, done: 0, failed: 0, elapsedMs: 0 })).toBe(
      "0/400 scenarios, 0 failed, estimating the time left",
    );
    expect(millisecondsLeft({ total: 3, done: 3, failed: 0, elapsedMs: 3_000 })).toBe(0);
  });

  test("says how long the whole took once done", () => {
    expect(describeProgress({ total: 10, done: 10, failed: 0, elapsedMs: 75_000 })).toBe(
      "10/10 scenarios, 0 failed, done in 1 min 15 s",
    );
  });

  test("writes durations as a reader says them", () => {
    expect(describeDuration(4_400)).toBe("4 s");
    expect(describeDuration(120_000)).toBe("2 min");
    expect(describeDuration(200_499)).toBe("3 min 20 s");
  });

  test("fills the bar as scenarios finish", () => {
    expect(progressBar({ total: 4, done: 1, failed: 0, elapsedMs: 1 }, 8)).toBe("[##      ]");
    expect(progressBar({ total: 4, done: 4, failed: 0, elapsedMs: 1 }, 8)).toBe("[########]");
  });

  test("in a log, reports at every tenth of the run, at least every 30 s, and at the end", () => {
    const at = (done: number, atMs: number) => ({ total: 100, done, failed: 0, elapsedMs: atMs, atMs });
    expect(shouldReport({ done: 0, atMs: 0 }, at(9, 1_000))).toBe(false);
    expect(shouldReport({ done: 9, atMs: 0 }, at(10, 2_000))).toBe(true);
    expect(shouldReport({ done: 10, atMs: 0 }, at(11, 30_000))).toBe(true);
    expect(shouldReport({ done: 99, atMs: 29_000 }, at(100, 29_500))).toBe(true);
  });
});
