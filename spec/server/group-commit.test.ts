import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openSubmissionStore, SUBMISSIONS_FILE } from "../../server/store/open-store";
import type { NewSubmission, SubmissionStore } from "../../server/store/submission-store";
import { commitsInWriteAheadLog } from "./support/sqlite-wal";

/**
 * Decision API-18: SQLite's writes are committed in groups, so a burst of
 * submissions shares a few transactions (and fsyncs) instead of queueing for
 * one each. Counted in the database's write-ahead log, where every
 * transaction leaves one commit frame; the store's one-write-at-a-time mode is
 * the control that shows the count is right.
 */

const BURST = 100;

const submission = (index: number): NewSubmission => ({
  channel: "lead",
  kind: "cotacao",
  idempotencyKey: `chave-grupo-${String(index).padStart(4, "0")}-0123456789`,
  payload: { name: "Ana Souza", modelSlug: "outlander" },
  receivedAt: new Date("2026-11-22T18:00:00Z"),
});

/** The commits a burst of submissions at once cost the store, read before it closes (closing folds the log away). */
async function commitsOfABurst(open: (dir: string) => Promise<SubmissionStore>): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "store-"));
  const store = await open(dir);
  try {
    // One submission first, so the table exists and the burst alone fills the log after it.
    await store.saveOnce(submission(BURST));
    const before = commitsInWriteAheadLog(path.join(dir, `${SUBMISSIONS_FILE}-wal`));
    const outcomes = await Promise.all(Array.from({ length: BURST }, (_, index) => store.saveOnce(submission(index))));
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(BURST);
    return commitsInWriteAheadLog(path.join(dir, `${SUBMISSIONS_FILE}-wal`)) - before;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("SQLite commits a burst in groups @clause:API-18", () => {
  test("in its writer thread (the default), a burst of 100 takes a handful of commits", async () => {
    const commits = await commitsOfABurst((dir) => openSubmissionStore({ dataDir: dir }));
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(BURST / 10);
  });

  test("on the event loop with group commit, too", async () => {
    const commits = await commitsOfABurst((dir) => openSubmissionStore({ dataDir: dir, sqliteCommit: "group-commit" }));
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(BURST / 10);
  });

  test("the control: committing each write alone takes one commit per submission", async () => {
    const commits = await commitsOfABurst((dir) => openSubmissionStore({ dataDir: dir, sqliteCommit: "each-write" }));
    expect(commits).toBe(BURST);
  });
});
