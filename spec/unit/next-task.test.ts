import { afterEach, describe, expect, test, vi } from "vitest";
import { nextTask } from "../../site/src/browser/next-task";

/** The page start's yield (gatsby-browser's onClientEntry): a task of its own, whatever the clock does. */
describe("nextTask", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("settles after the work already queued in the current task", async () => {
    const seen: string[] = [];
    const yielded = nextTask().then(() => seen.push("next task"));
    void Promise.resolve().then(() => seen.push("microtask"));
    await yielded;
    expect(seen).toEqual(["microtask", "next task"]);
  });

  test("settles while the clock's timers are held, as a test's clock holds them", async () => {
    vi.useFakeTimers();
    let settled = false;
    const yielded = nextTask().then(() => {
      settled = true;
    });
    await yielded;
    expect(settled).toBe(true);
  });
});
