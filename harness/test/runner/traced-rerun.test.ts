import type { Attachment } from "@cucumber/messages";
import { describe, expect, test } from "vitest";
import { MOST_RERUN, scenariosToTrace, withRerunTraces } from "../../src/runner/traced-rerun";
import type { RecordedRun, ScenarioOutcome } from "../../src/traceability/recorded-run";

function attachment(mediaType: string, fileName: string): Attachment {
  return { body: "", contentEncoding: "BASE64", mediaType, fileName } as Attachment;
}

function outcome(key: string, status: ScenarioOutcome["status"], attachments: Attachment[] = []): ScenarioOutcome {
  return { key, status, attachments, tags: [], steps: [], durationMs: 1 } as unknown as ScenarioOutcome;
}

function run(outcomes: ScenarioOutcome[]): RecordedRun {
  return { outcomes: new Map(outcomes.map((each) => [each.key, each])) } as RecordedRun;
}

describe("the scenarios run again with traces", () => {
  test("are the unexpected failures, by file and line, at most MOST_RERUN of them", () => {
    const unexpected = Array.from({ length: MOST_RERUN + 3 }, (_, index) =>
      outcome(`spec/features/a.feature:${index + 1}`, "failed"),
    );
    expect(scenariosToTrace({ unexpected: unexpected.slice(0, 2) })).toEqual([
      "spec/features/a.feature:1",
      "spec/features/a.feature:2",
    ]);
    expect(scenariosToTrace({ unexpected })).toHaveLength(MOST_RERUN);
    expect(scenariosToTrace({ unexpected: [] })).toEqual([]);
  });
});

describe("a run with its rerun's traces", () => {
  const screenshot = attachment("image/png", "falha.png");
  const trace = attachment("application/zip", "playwright-trace.zip");

  test("keeps the first run's statuses and attachments, and adds the rerun's traces to the same scenarios", () => {
    const first = run([
      outcome("a.feature:3", "failed", [screenshot]),
      outcome("a.feature:9", "passed"),
      outcome("b.feature:4", "failed", [screenshot]),
    ]);
    // The rerun passed a.feature:3 (a flaky failure): still a failure, now with its trace.
    const rerun = run([
      outcome("a.feature:3", "passed", [trace]),
      outcome("b.feature:4", "failed", [screenshot, trace]),
    ]);
    const merged = withRerunTraces(first, [rerun]);
    expect(merged.outcomes.get("a.feature:3")).toMatchObject({ status: "failed", attachments: [screenshot, trace] });
    expect(merged.outcomes.get("a.feature:9")).toMatchObject({ status: "passed", attachments: [] });
    expect(merged.outcomes.get("b.feature:4")).toMatchObject({ status: "failed", attachments: [screenshot, trace] });
    // The first run itself is left as it was read.
    expect(first.outcomes.get("a.feature:3")?.attachments).toEqual([screenshot]);
  });

  test("is the run itself when nothing was run again", () => {
    const first = run([outcome("a.feature:3", "failed", [screenshot])]);
    expect(withRerunTraces(first, [])).toBe(first);
  });

  test("takes the traces of every shard's rerun after a merge", () => {
    const first = run([outcome("a.feature:3", "failed"), outcome("b.feature:4", "failed")]);
    const shardOne = run([outcome("a.feature:3", "failed", [trace])]);
    const shardTwo = run([outcome("b.feature:4", "failed", [trace])]);
    const merged = withRerunTraces(first, [shardOne, shardTwo]);
    expect(merged.outcomes.get("a.feature:3")?.attachments).toEqual([trace]);
    expect(merged.outcomes.get("b.feature:4")?.attachments).toEqual([trace]);
  });
});
