import { describe, expect, test } from "vitest";
import { twoStagePipeline } from "../../src/rule-breaks/two-stage-pipeline";

/** A stage call the test ends by hand, so the order of events is seen rather than timed. */
interface Call {
  stage: "first" | "second";
  item: string;
  end: (failure?: Error) => void;
}

/** Runs the pipeline over `items` with stages that wait to be ended; `events` records starts and ends. */
function observed(items: string[]) {
  const events: string[] = [];
  const open: Call[] = [];
  const stage =
    (name: Call["stage"]) =>
    (item: string): Promise<string> => {
      events.push(`${name} ${item} starts`);
      return new Promise<string>((resolve, reject) => {
        open.push({
          stage: name,
          item,
          end: (failure) => {
            events.push(`${name} ${item} ends`);
            if (failure) reject(failure);
            else resolve(`${name} ${item}`);
          },
        });
      });
    };
  const run = twoStagePipeline(items, stage("first"), (item) => stage("second")(item));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Ends the open call of this stage and item, and lets the pipeline go on. */
  const end = async (name: Call["stage"], item: string, failure?: Error) => {
    const index = open.findIndex((call) => call.stage === name && call.item === item);
    if (index === -1)
      throw new Error(`${name} ${item} is not running; open: ${open.map((c) => `${c.stage} ${c.item}`)}`);
    const [call] = open.splice(index, 1);
    call?.end(failure);
    await settle();
  };
  const running = () => open.map((call) => `${call.stage} ${call.item}`).sort();
  return { run, end, running, events, settle };
}

describe("two stages in a pipeline", () => {
  test("an item's first stage runs beside the previous item's second, never beside a second first stage", async () => {
    const pipeline = observed(["a", "b", "c"]);
    await pipeline.settle();
    expect(pipeline.running()).toEqual(["first a"]);
    await pipeline.end("first", "a");
    expect(pipeline.running()).toEqual(["first b", "second a"]);
    await pipeline.end("first", "b");
    // b's second stage waits for a's: one item at a time in each stage.
    expect(pipeline.running()).toEqual(["second a"]);
    await pipeline.end("second", "a");
    expect(pipeline.running()).toEqual(["first c", "second b"]);
    await pipeline.end("second", "b");
    await pipeline.end("first", "c");
    await pipeline.end("second", "c");
    await expect(pipeline.run).resolves.toEqual(["second a", "second b", "second c"]);
  });

  test("item i + 2 starts only once item i has left its second stage, so two copies used in turn hold one item each", async () => {
    const pipeline = observed(["a", "b", "c", "d"]);
    await pipeline.settle();
    await pipeline.end("first", "a");
    await pipeline.end("first", "b");
    await pipeline.end("second", "a");
    // a has ended: c may start on a's copy, beside b's second stage.
    await pipeline.end("first", "c");
    expect(pipeline.running()).toEqual(["second b"]);
    await pipeline.end("second", "b");
    await pipeline.end("first", "d");
    await pipeline.end("second", "c");
    await pipeline.end("second", "d");
    await pipeline.run;
    for (const [i, item] of ["a", "b"].entries()) {
      const twoLater = ["c", "d"][i];
      expect(pipeline.events.indexOf(`first ${twoLater} starts`)).toBeGreaterThan(
        pipeline.events.indexOf(`second ${item} ends`),
      );
    }
  });

  test("the results keep the items' order however long each stage takes", async () => {
    const delays = [30, 0, 10, 0];
    const results = await twoStagePipeline(
      ["a", "b", "c", "d"],
      async (item, index) => {
        await new Promise((resolve) => setTimeout(resolve, delays[3 - index]));
        return item.toUpperCase();
      },
      async (_item, middle, index) => {
        await new Promise((resolve) => setTimeout(resolve, delays[index]));
        return middle;
      },
    );
    expect(results).toEqual(["A", "B", "C", "D"]);
  });

  test("a failing second stage ends the run after the first stage beside it, and no later item starts", async () => {
    const pipeline = observed(["a", "b", "c"]);
    const outcome = pipeline.run.then(
      () => "resolved",
      (error: Error) => error.message,
    );
    await pipeline.settle();
    await pipeline.end("first", "a");
    await pipeline.end("second", "a", new Error("scenarios could not start"));
    expect(pipeline.running()).toEqual(["first b"]);
    await pipeline.end("first", "b");
    expect(await outcome).toBe("scenarios could not start");
    expect(pipeline.events.some((event) => event.includes(" c "))).toBe(false);
    expect(pipeline.events).not.toContain("second b starts");
  });

  test("a failing first stage ends the run once the second stage beside it has ended", async () => {
    const pipeline = observed(["a", "b", "c"]);
    let settled = false;
    const outcome = pipeline.run.then(
      () => "resolved",
      (error: Error) => error.message,
    );
    void outcome.then(() => {
      settled = true;
    });
    await pipeline.settle();
    await pipeline.end("first", "a");
    await pipeline.end("first", "b", new Error("the build refused"));
    expect(settled).toBe(false);
    await pipeline.end("second", "a");
    expect(await outcome).toBe("the build refused");
    expect(pipeline.events.some((event) => event.includes(" c "))).toBe(false);
  });
});
