import type { Envelope } from "@cucumber/messages";
import { scenarioKey } from "./recorded-run";
import type { RunRecord } from "./run-record";

/**
 * Merges the message streams of a sharded run (`--shard i/n`, one machine
 * each) into the stream one unsharded run would have written, so every report
 * reads one stream whichever way the suite ran.
 *
 * Every shard reads the same features and support code, so each stream opens
 * with the same static messages (sources, Gherkin documents, pickles, step
 * definitions, hooks), differing only in their random ids. The merge keeps the
 * first shard's, maps the other shards' ids onto them by walking the two side
 * by side (which also proves the shards ran the same code), gives the dynamic
 * ids of each shard (test cases, attempts, steps, workers) a prefix of their
 * shard, and makes one test run of them all.
 */

const STATIC_MESSAGES = [
  "meta",
  "source",
  "gherkinDocument",
  "pickle",
  "stepDefinition",
  "hook",
  "parameterType",
  "undefinedParameterType",
  "parseError",
] as const;

function isStatic(envelope: Envelope): boolean {
  return STATIC_MESSAGES.some((name) => envelope[name] !== undefined);
}

function messageName(envelope: Envelope): string {
  return Object.keys(envelope)[0] ?? "empty";
}

/** Fields holding an id or ids: `id`, `…Id`, `…Ids`. */
const isIdField = (key: string) => key === "id" || key.endsWith("Id") || key.endsWith("Ids");

/**
 * Walks a message of the first shard and the same message of another side by
 * side: records other id → first id, and fails where anything else differs.
 */
function pairIds(first: unknown, other: unknown, ids: Map<string, string>, where: string): void {
  if (Array.isArray(first) && Array.isArray(other)) {
    if (first.length !== other.length) throw new ShardMismatch(where);
    first.forEach((item, index) => {
      pairIds(item, other[index], ids, `${where}[${index}]`);
    });
    return;
  }
  if (first && other && typeof first === "object" && typeof other === "object") {
    const a = first as Record<string, unknown>;
    const b = other as Record<string, unknown>;
    const keys = Object.keys(a).sort();
    if (keys.join() !== Object.keys(b).sort().join()) throw new ShardMismatch(where);
    for (const key of keys) {
      const [valueA, valueB] = [a[key], b[key]];
      if (isIdField(key) && typeof valueA === "string" && typeof valueB === "string") ids.set(valueB, valueA);
      else if (isIdField(key) && Array.isArray(valueA) && Array.isArray(valueB) && valueA.length === valueB.length) {
        valueA.forEach((id, index) => {
          ids.set(String(valueB[index]), String(id));
        });
      } else pairIds(valueA, valueB, ids, where ? `${where}.${key}` : key);
    }
    return;
  }
  if (first !== other) throw new ShardMismatch(where);
}

class ShardMismatch extends Error {
  constructor(readonly where: string) {
    super(where);
  }
}

/** Rewrites every id of a dynamic message: static ones onto the first shard's, dynamic ones with the shard's prefix. */
function rewriteIds(value: unknown, rewrite: (id: string, field: string) => string, field = ""): unknown {
  if (Array.isArray(value)) {
    return value.map((item) =>
      typeof item === "string" && isIdField(field) ? rewrite(item, field) : rewriteIds(item, rewrite, field),
    );
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        typeof item === "string" && isIdField(key) ? rewrite(item, key) : rewriteIds(item, rewrite, key),
      ]),
    );
  }
  return value;
}

const millis = (timestamp: { seconds: number; nanos: number }) => timestamp.seconds * 1000 + timestamp.nanos / 1e6;

export interface ShardStream {
  /** How the shard is named in messages: its file. */
  name: string;
  envelopes: Envelope[];
}

export function mergeMessageStreams(shards: readonly ShardStream[]): Envelope[] {
  const [first] = shards;
  if (!first) throw new Error("Nothing to merge: give the message files of the shards.");
  const firstStatic = first.envelopes.filter(isStatic);
  const runId = first.envelopes.find((envelope) => envelope.testRunStarted)?.testRunStarted?.id ?? "merged-run";
  const merged: Envelope[] = [...firstStatic];
  const dynamic: Envelope[] = [];
  const ranIn = new Map<string, string>();
  const starts: number[] = [];
  const finishes: NonNullable<Envelope["testRunFinished"]>[] = [];

  shards.forEach((shard, index) => {
    // The first shard's static ids stay; another shard's are paired with them.
    const ids = new Map<string, string>(shard === first ? [...staticIds(firstStatic)].map((id) => [id, id]) : []);
    if (shard !== first) {
      const shardStatic = shard.envelopes.filter(isStatic);
      const pairs = firstStatic.map((envelope, position) => [envelope, shardStatic[position]] as const);
      if (shardStatic.length !== firstStatic.length) {
        throw new Error(
          `${shard.name} read other features or support code than ${first.name}: merge shards of one commit.`,
        );
      }
      for (const [a, b] of pairs) {
        if (!b || messageName(a) !== messageName(b)) {
          throw new Error(
            `${shard.name} read other features or support code than ${first.name}: merge shards of one commit.`,
          );
        }
        if (a.meta) continue; // the machine it ran on may differ
        try {
          pairIds(a, b, ids, "");
        } catch (error) {
          if (!(error instanceof ShardMismatch)) throw error;
          throw new Error(
            `${shard.name} differs from ${first.name} at ${error.where}: merge shards of one commit, run with the same options.`,
          );
        }
      }
    }
    const prefix = `shard${index + 1}:`;
    const rewrite = (id: string, field: string) => {
      if (field === "testRunStartedId") return runId;
      return ids.get(id) ?? `${prefix}${id}`;
    };
    const pickles = new Map(
      firstStatic.flatMap((envelope) => (envelope.pickle ? [[envelope.pickle.id, envelope.pickle] as const] : [])),
    );
    const testCasePickles = new Map<string, string>();
    for (const envelope of shard.envelopes) {
      if (isStatic(envelope)) continue;
      if (envelope.testRunStarted) {
        starts.push(millis(envelope.testRunStarted.timestamp));
        continue;
      }
      if (envelope.testRunFinished) {
        finishes.push(envelope.testRunFinished);
        continue;
      }
      const rewritten = rewriteIds(envelope, rewrite) as Envelope;
      if (rewritten.testCase) testCasePickles.set(rewritten.testCase.id, rewritten.testCase.pickleId);
      if (rewritten.testCaseStarted) {
        const pickle = pickles.get(testCasePickles.get(rewritten.testCaseStarted.testCaseId) ?? "");
        const key = pickle ? scenarioKey(pickle) : "";
        const earlier = ranIn.get(key);
        if (earlier && earlier !== shard.name) {
          throw new Error(`The scenario ${key} ran in ${earlier} and in ${shard.name}: the shards overlap.`);
        }
        ranIn.set(key, shard.name);
      }
      dynamic.push(rewritten);
    }
  });

  merged.push({ testRunStarted: { id: runId, timestamp: timestampOf(Math.min(...starts)) } });
  merged.push(...dynamic);
  // A shard that did not finish leaves the merged run unfinished, so the gate cannot pass it.
  if (finishes.length === shards.length) {
    const exception = finishes.find((finish) => finish.exception)?.exception;
    merged.push({
      testRunFinished: {
        testRunStartedId: runId,
        timestamp: timestampOf(Math.max(...finishes.map((finish) => millis(finish.timestamp)))),
        success: finishes.every((finish) => finish.success),
        ...(exception ? { exception } : {}),
      },
    });
  }
  return merged;
}

/** Every id the static messages define or use. */
function staticIds(envelopes: readonly Envelope[]): Set<string> {
  const ids = new Set<string>();
  const collect = (value: unknown, field: string): void => {
    if (typeof value === "string" && isIdField(field)) ids.add(value);
    else if (Array.isArray(value)) for (const item of value) collect(item, field);
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) collect(item, key);
  };
  collect(envelopes, "");
  return ids;
}

function timestampOf(ms: number): { seconds: number; nanos: number } {
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: Math.round((ms - seconds * 1000) * 1e6) };
}

/**
 * The record of the merged run: the shards must have run against one deployment,
 * judged by one list, and be every shard of one split, each once.
 */
export function mergeRunRecords(records: ReadonlyArray<{ name: string; record: RunRecord }>): RunRecord {
  const [first] = records;
  if (!first) throw new Error("Nothing to merge: give the message files of the shards.");
  for (const { name, record } of records) {
    for (const field of ["deployment", "expectations", "readOnly", "browserSetUp"] as const) {
      if (record[field] !== first.record[field]) {
        throw new Error(
          `${name} ran with ${field} ${JSON.stringify(record[field])}, ${first.name} with ${JSON.stringify(first.record[field])}: merge shards of one run.`,
        );
      }
    }
    if (!record.shard)
      throw new Error(`${name} is not a shard (its run.json names none): merge the runs of --shard i/n.`);
  }
  const total = Number(first.record.shard?.split("/")[1]);
  const seen = new Map<number, string>();
  for (const { name, record } of records) {
    const [index, of] = (record.shard ?? "").split("/").map(Number);
    if (of !== total || index === undefined) throw new Error(`${name} is shard ${record.shard}, not one of ${total}.`);
    const twice = seen.get(index);
    if (twice) throw new Error(`${name} and ${twice} are both shard ${index}/${total}.`);
    seen.set(index, name);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) throw new Error(`Shard ${missing.map((i) => `${i}/${total}`).join(", ")} is missing.`);
  return {
    ...first.record,
    baseUrl: [...new Set(records.map(({ record }) => record.baseUrl))].join(" "),
    shard: null,
    startedAt: records.map(({ record }) => record.startedAt).sort()[0] ?? first.record.startedAt,
  };
}
