import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeMissingNeeds, type Fetch, missingNeeds } from "@mmcb/harness";
import { afterEach, describe, expect, test } from "vitest";
import {
  createProductionServer,
  DEFAULT_SUBMISSIONS_PER_MINUTE,
  type ProductionServer,
} from "../../server/production-server";
import {
  LEAD_ADDRESS,
  PROBE_IDEMPOTENCY_KEY,
  PROBE_SUBMISSIONS,
  SUBMISSIONS_EXPORT,
  SUBMISSIONS_PER_MINUTE_NEEDED,
} from "../support/deployment-needs";

/**
 * A deployment as the preflight sees it: whether it answers, what its export
 * says to a token, and how many submissions a minute it takes before 429.
 */
function deployment({
  answers = true,
  token = "s3cret",
  hasExport = true,
  submissionsPerMinute = 100_000,
}: {
  answers?: boolean;
  token?: string;
  hasExport?: boolean;
  submissionsPerMinute?: number;
} = {}): {
  fetch: Fetch;
  posts: () => number;
} {
  let posts = 0;
  const fetcher: Fetch = async (url, init) => {
    if (!answers) throw new TypeError("fetch failed");
    const { pathname } = new URL(url);
    if (pathname === SUBMISSIONS_EXPORT) {
      if (!hasExport) return new Response("", { status: 404 });
      const given = new Headers(init?.headers).get("Authorization");
      return new Response("", { status: given === `Bearer ${token}` ? 200 : 401 });
    }
    if (pathname === LEAD_ADDRESS && init?.method === "POST") {
      // As the reference server counts: a malformed submission is refused without spending the budget.
      const wellFormed = new Headers(init?.headers).has("Idempotency-Key") && init?.body !== "{}";
      if (!wellFormed) return new Response("{}", { status: 400 });
      posts += 1;
      return new Response("{}", { status: posts > submissionsPerMinute ? 429 : posts === 1 ? 201 : 200 });
    }
    return new Response("<!doctype html>", { status: 200 });
  };
  return { fetch: fetcher, posts: () => posts };
}

const needs = (adminToken: string | undefined, writing = 16) => ({
  baseUrl: "https://staging.example.com.br/",
  adminToken,
  writing,
});

describe("what the suite needs of a deployment", () => {
  test("a deployment with the admin token and a high enough limit has all it needs", async () => {
    const site = deployment();
    expect(await missingNeeds(needs("s3cret"), site.fetch)).toEqual([]);
    expect(site.posts()).toBe(PROBE_SUBMISSIONS);
  });

  test("without SPEC_ADMIN_TOKEN, the scenarios that write data cannot read back what was sent", async () => {
    const [missing] = await missingNeeds(needs(undefined), deployment().fetch);
    expect(missing).toMatch(/^SPEC_ADMIN_TOKEN is not set/);
  });

  test("a token the deployment refuses, or a deployment without the export, is named", async () => {
    expect(await missingNeeds(needs("wrong"), deployment().fetch)).toEqual([
      `the deployment refuses SPEC_ADMIN_TOKEN at ${SUBMISSIONS_EXPORT} (401): give its ADMIN_TOKEN`,
    ]);
    expect(await missingNeeds(needs("s3cret"), deployment({ hasExport: false }).fetch)).toEqual([
      `the deployment has no ${SUBMISSIONS_EXPORT} (start it with ADMIN_TOKEN set)`,
    ]);
  });

  test("a deployment's default limit (10 a minute) is found before any scenario runs", async () => {
    const missing = await missingNeeds(needs("s3cret"), deployment({ submissionsPerMinute: 10 }).fetch);
    expect(missing).toEqual([
      `the deployment limits submissions from this address: 40 of ${PROBE_SUBMISSIONS} submissions were answered 429; allow at least 100 a minute (the reference server's SUBMISSIONS_PER_MINUTE)`,
    ]);
  });

  test("a read-only selection asks nothing but an answer: no token, no submission", async () => {
    const site = deployment();
    expect(await missingNeeds(needs(undefined, 0), site.fetch)).toEqual([]);
    expect(site.posts()).toBe(0);
  });

  test("a deployment that does not answer is said at once", async () => {
    expect(await missingNeeds(needs("s3cret"), deployment({ answers: false }).fetch)).toEqual([
      "the deployment does not answer at https://staging.example.com.br (fetch failed)",
    ]);
  });

  test("the message names the deployment, what it lacks and the way out", () => {
    expect(describeMissingNeeds("https://staging.example.com.br", ["SPEC_ADMIN_TOKEN is not set"], 16)).toBe(
      [
        'The deployment at https://staging.example.com.br cannot run the chosen scenarios (docs/gating-a-deployment.md, "What the suite needs of a deployment"):',
        "  - SPEC_ADMIN_TOKEN is not set",
        "Give the deployment what it lacks, or run with SPEC_READ_ONLY=1 to leave out the 16 scenarios that write data.",
      ].join("\n"),
    );
  });
});

/**
 * The preflight and the reference server agree: the server's budget counts only
 * well-formed submissions (issue 14), so the probe is well-formed and spends it
 * as the @writes scenarios will. A probe of refused submissions would pass a
 * server at its default limit and leave the scenarios to fail on 429s.
 */
describe("the preflight against the reference server", () => {
  // Random, as the suite's own: a server refuses a token that could be guessed ("t" × 32, say).
  const token = randomBytes(24).toString("hex");
  let running: { site: ProductionServer; dir: string } | undefined;

  afterEach(async () => {
    await running?.site.close();
    if (running) rmSync(running.dir, { recursive: true, force: true });
    running = undefined;
  });

  async function preflightOf(submissionsPerMinute: number): Promise<string[]> {
    const dir = mkdtempSync(path.join(tmpdir(), "preflight-"));
    const site = await createProductionServer({
      publicDir: dir,
      dataDir: dir,
      submissionsPerMinute,
      adminToken: token,
    });
    running = { site, dir };
    return missingNeeds({ baseUrl: await site.listen(0), adminToken: token, writing: 1 });
  }

  test("finds the server's default limit, which the scenarios that write data would exceed", async () => {
    expect(await preflightOf(DEFAULT_SUBMISSIONS_PER_MINUTE)).toEqual([
      expect.stringMatching(
        `^the deployment limits submissions from this address: ${PROBE_SUBMISSIONS - DEFAULT_SUBMISSIONS_PER_MINUTE} of ${PROBE_SUBMISSIONS} `,
      ),
    ]);
  });

  test("passes a server that allows what the suite needs, which stores the probe once", async () => {
    expect(await preflightOf(SUBMISSIONS_PER_MINUTE_NEEDED)).toEqual([]);
    const stored = await running?.site.store.list();
    expect(stored?.map((submission) => submission.idempotencyKey)).toEqual([PROBE_IDEMPOTENCY_KEY]);
  });
});
