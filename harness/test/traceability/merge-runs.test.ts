import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Envelope } from "@cucumber/messages";
import { beforeAll, describe, expect, test } from "vitest";
import { scenarioChecks } from "../../src/traceability/checks";
import { mergeMessageStreams, mergeRunRecords } from "../../src/traceability/merge-runs";
import { parseEnvelopes, recordedRun } from "../../src/traceability/recorded-run";
import { buildTraceability } from "../../src/traceability/report";
import type { RunRecord } from "../../src/traceability/run-record";
import { judgeRun } from "../../src/traceability/verdict";

/**
 * The merge of shards against Cucumber's own messages: a small suite (steps
 * that pass, fail or attach) run whole and in three shards by cucumber-js,
 * as CI runs the real suite.
 */

/** The harness's folder, where Cucumber runs the small suite. */
const HARNESS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SUITE = path.join("test", "traceability", "fixtures", "small-suite");
const CUCUMBER_PACKAGE = createRequire(import.meta.url).resolve("@cucumber/cucumber/package.json");
const run = promisify(execFile);

async function cucumber(outFile: string, extra: string[] = []): Promise<Envelope[]> {
  await run(
    process.execPath,
    [
      path.join(path.dirname(CUCUMBER_PACKAGE), "bin", "cucumber.js"),
      "--import",
      path.join(SUITE, "steps.mjs"),
      "--format",
      `message:${outFile}`,
      ...extra,
      path.join(SUITE, "features"),
    ],
    { cwd: HARNESS },
  ).catch((error: { code?: number }) => {
    // The suite has a failing scenario on purpose: Cucumber exits 1 for it.
    if (error.code !== 1) throw error;
  });
  return parseEnvelopes(readFileSync(outFile, "utf8"));
}

const record = (shard: string | null): RunRecord => ({
  deployment: "reference",
  baseUrl: "http://127.0.0.1:1",
  expectations: "reference",
  shard,
  readOnly: false,
  browserSetUp: "default",
  startedAt: "2026-11-23T12:00:00.000Z",
});

/** What a run says of each scenario: its key, name, status and steps, ids aside. */
function results(envelopes: Envelope[]) {
  return [...recordedRun(envelopes).outcomes.values()]
    .map((outcome) => ({
      key: outcome.key,
      name: outcome.pickle.name,
      status: outcome.status,
      steps: outcome.steps.map((step) => `${step.text} ${step.status}`),
      attachments: outcome.attachments.map((attachment) => attachment.fileName),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

describe("merging the messages of shards", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shards-"));
  let whole: Envelope[] = [];
  let shards: Envelope[][] = [];

  beforeAll(async () => {
    [whole, ...shards] = await Promise.all([
      cucumber(path.join(dir, "whole.ndjson")),
      ...[1, 2, 3].map((index) => cucumber(path.join(dir, `shard-${index}.ndjson`), ["--shard", `${index}/3`])),
    ]);
  }, 60_000);

  test("three shards merged tell what the unsharded run tells, scenario by scenario", () => {
    expect(shards.map((envelopes) => recordedRun(envelopes).outcomes.size)).toEqual([3, 3, 3]);
    const merged = mergeMessageStreams(shards.map((envelopes, index) => ({ name: `shard ${index + 1}`, envelopes })));
    expect(results(merged)).toEqual(results(whole));
    expect(results(merged)).toHaveLength(9);
  });

  test("the merged run gives the same clause results and the same gate as the unsharded run", () => {
    const merged = recordedRun(
      mergeMessageStreams(shards.map((envelopes, index) => ({ name: `${index}`, envelopes }))),
    );
    const unsharded = recordedRun(whole);
    const clauses = (checks: ReturnType<typeof scenarioChecks>) =>
      buildTraceability(checks).rows.map((row) => `${row.clause.id} ${row.status} ${row.checks.length}`);
    expect(clauses(scenarioChecks(merged))).toEqual(clauses(scenarioChecks(unsharded)));
    const known = new Set(["STATE-5", "STATE-6", "STATE-7", "ROUTE-1", "FOOTER-1", "FOOTER-2", "FOOTER-3"]);
    expect(judgeRun(merged, [], known).gatePassed).toBe(false);
    expect(judgeRun(merged, [{ clause: "STATE-7", reason: "known" }], known).gatePassed).toBe(true);
    expect(merged.finished?.success).toBe(false);
  });

  test("every id of the merged stream is defined once, and every reference points at one", () => {
    const merged = mergeMessageStreams(shards.map((envelopes, index) => ({ name: `${index}`, envelopes })));
    const testCaseIds = merged.flatMap((envelope) => (envelope.testCase ? [envelope.testCase.id] : []));
    const attemptIds = merged.flatMap((envelope) => (envelope.testCaseStarted ? [envelope.testCaseStarted.id] : []));
    const pickleIds = new Set(merged.flatMap((envelope) => (envelope.pickle ? [envelope.pickle.id] : [])));
    expect(new Set(testCaseIds).size).toBe(testCaseIds.length);
    expect(new Set(attemptIds).size).toBe(attemptIds.length);
    for (const envelope of merged) if (envelope.testCase) expect(pickleIds.has(envelope.testCase.pickleId)).toBe(true);
    expect(merged.filter((envelope) => envelope.testRunStarted)).toHaveLength(1);
    expect(merged.filter((envelope) => envelope.testRunFinished)).toHaveLength(1);
  });

  test("a shard given twice is refused: its scenarios would count twice", () => {
    const [first] = shards;
    if (!first) throw new Error("no shard");
    expect(() =>
      mergeMessageStreams([
        { name: "a", envelopes: first },
        { name: "b", envelopes: first },
      ]),
    ).toThrow(/ran in a and in b: the shards overlap/);
  });

  test("shards of other features are refused", () => {
    const [first, second] = shards;
    if (!first || !second) throw new Error("no shard");
    const edited = second.map((envelope) =>
      envelope.pickle ? { pickle: { ...envelope.pickle, name: `${envelope.pickle.name}!` } } : envelope,
    );
    expect(() =>
      mergeMessageStreams([
        { name: "a", envelopes: first },
        { name: "b", envelopes: edited },
      ]),
    ).toThrow(/b differs from a at pickle.name/);
  });

  test("a shard that did not finish leaves the merged run unfinished", () => {
    const cut = shards.map((envelopes, index) =>
      index === 1 ? envelopes.filter((envelope) => !envelope.testRunFinished) : envelopes,
    );
    const merged = recordedRun(mergeMessageStreams(cut.map((envelopes, index) => ({ name: `${index}`, envelopes }))));
    expect(merged.finished).toBeUndefined();
  });

  test("the merged file reads like any run's", () => {
    const merged = mergeMessageStreams(shards.map((envelopes, index) => ({ name: `${index}`, envelopes })));
    const file = path.join(dir, "merged.ndjson");
    writeFileSync(file, merged.map((envelope) => JSON.stringify(envelope)).join("\n"));
    expect(results(parseEnvelopes(readFileSync(file, "utf8")))).toEqual(results(whole));
  });
});

describe("merging the records of shards", () => {
  const named = (shard: string | null, extra: Partial<RunRecord> = {}) => ({
    name: `shard ${shard}`,
    record: { ...record(shard), ...extra },
  });

  test("every shard of one split, once each, makes one unsharded run", () => {
    const merged = mergeRunRecords([named("2/3"), named("1/3"), named("3/3")]);
    expect(merged.shard).toBeNull();
    expect(merged.deployment).toBe("reference");
  });

  test("a missing shard, a shard twice, or a run that is no shard are refused", () => {
    expect(() => mergeRunRecords([named("1/3"), named("3/3")])).toThrow(/Shard 2\/3 is missing/);
    expect(() => mergeRunRecords([named("1/2"), named("1/2"), named("2/2")])).toThrow(/both shard 1\/2/);
    expect(() => mergeRunRecords([named("1/2"), named(null)])).toThrow(/is not a shard/);
  });

  test("shards of different deployments or lists are refused", () => {
    expect(() => mergeRunRecords([named("1/2"), named("2/2", { deployment: "staging" })])).toThrow(
      /ran with deployment "staging"/,
    );
    expect(() => mergeRunRecords([named("1/2"), named("2/2", { expectations: null })])).toThrow(/expectations/);
  });
});
