import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { SubmissionBudgets } from "../../server/api/submissions/submission-budgets";
import type { TrustProxy } from "../../server/http/site-server";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { rawRequest, sentAtOnce, statusOf } from "./support/requests-at-once";
import { CONTACT_MESSAGE, expectWithinAMinute, QUOTE_LEAD } from "./support/submissions";

/**
 * The submissions' budget (SUBMISSIONS_PER_MINUTE): per client, per channel,
 * spent only by well-formed submissions, and the client is who the
 * trust-proxy setting says. Before issue 14 it was the socket's address
 * whatever the proxy, malformed requests spent it, and the two channels shared it.
 */

const contact = CONTACT_MESSAGE;
const lead = QUOTE_LEAD;

let running: { site: ProductionServer; dir: string } | undefined;
let keys = 0;

async function serverWith(perMinute: number, trustProxy: TrustProxy = false): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "rate-limit-"));
  const site = await createProductionServer({
    publicDir: dir,
    dataDir: dir,
    submissionsPerMinute: perMinute,
    trustProxy,
  });
  running = { site, dir };
  return site.listen(0);
}

function serverOf(): Server {
  if (!running) throw new Error("no server running");
  return running.site.app.server;
}

afterEach(async () => {
  await running?.site.close();
  if (running) rmSync(running.dir, { recursive: true, force: true });
  running = undefined;
});

async function send(base: string, address: string, body: unknown, headers: Record<string, string> = {}) {
  keys += 1;
  const response = await fetch(`${base}${address}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `limite-${keys}-0123456789abcdef`, ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

describe("the submissions' budget", () => {
  test("past it: 429 with Retry-After and a pt-BR message @clause:API-4 @clause:API-15", async () => {
    const base = await serverWith(2);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await send(base, "/api/contact/v1.0", contact)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const refused = await fetch(`${base}/api/contact/v1.0`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "limite-final-0123456789" },
      body: JSON.stringify(contact),
    });
    expectWithinAMinute(refused.headers.get("retry-after"));
    expect(((await refused.json()) as { message: string }).message).toMatch(/Muitos envios seguidos/);
  });

  test("malformed submissions do not spend it @clause:API-15", async () => {
    const base = await serverWith(2);
    for (let index = 0; index < 5; index += 1) {
      expect((await send(base, "/api/contact/v1.0", { ...contact, phone: "x" })).status).toBe(400);
    }
    expect((await send(base, "/api/contact/v1.0", contact)).status).toBe(201);
    expect((await send(base, "/api/contact/v1.0", contact)).status).toBe(201);
  });

  test("the lead and contact channels have a budget each @clause:API-15", async () => {
    const base = await serverWith(2);
    expect((await send(base, "/api/contact/v1.0", contact)).status).toBe(201);
    expect((await send(base, "/api/contact/v1.0", contact)).status).toBe(201);
    expect((await send(base, "/api/contact/v1.0", contact)).status).toBe(429);
    expect((await send(base, "/api/lead/v1.0/", lead)).status).toBe(201);
  });

  test("behind a trusted proxy each visitor (X-Forwarded-For) has a budget of their own @clause:API-15", async () => {
    const base = await serverWith(1, ["127.0.0.1"]);
    expect((await send(base, "/api/contact/v1.0", contact, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(201);
    expect((await send(base, "/api/contact/v1.0", contact, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
    expect((await send(base, "/api/contact/v1.0", contact, { "X-Forwarded-For": "198.51.100.9" })).status).toBe(201);
  });

  test("without trust in a proxy, X-Forwarded-For changes nothing @clause:API-15", async () => {
    const base = await serverWith(1);
    expect((await send(base, "/api/contact/v1.0", contact, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(201);
    expect((await send(base, "/api/contact/v1.0", contact, { "X-Forwarded-For": "198.51.100.9" })).status).toBe(429);
  });
});

describe("a budget spent by submissions at once", () => {
  test("each one spends one unit: 12 read at once against 10 a minute, exactly 10 accepted @clause:API-4 @clause:API-15", async () => {
    const base = await serverWith(10);
    const requests = Array.from({ length: 12 }, (_, index) =>
      rawRequest("POST", "/api/lead/v1.0", { "Idempotency-Key": `limite-junto-${index}-0123456789` }, lead),
    );
    const statuses = (await sentAtOnce(serverOf(), Number(new URL(base).port), requests)).map(statusOf);
    // (@fastify/rate-limit's own in-memory store let 8 through: server/api/submissions/submission-budgets.ts.)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  test("each count is answered as it stood, whatever the counts after it @clause:API-15", async () => {
    const budgets = new SubmissionBudgets();
    const counted = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<{ current: number } | undefined>((resolve) =>
            budgets.incr("203.0.113.7", (_error, count) => resolve(count), 60_000),
          ),
      ),
    );
    expect(counted.map((count) => count?.current)).toEqual([1, 2, 3]);
  });

  test("a new window starts once the last one has passed, for that client alone @clause:API-15", async () => {
    const budgets = new SubmissionBudgets();
    const count = (client: string, window: number) =>
      new Promise<number | undefined>((resolve) =>
        budgets.incr(client, (_error, counted) => resolve(counted?.current), window),
      );
    expect([await count("a", 60_000), await count("a", 60_000), await count("b", 60_000)]).toEqual([1, 2, 1]);
    // A window of 0 ms has always passed: the count starts again.
    expect(await count("a", 0)).toBe(1);
    expect(await count("b", 60_000)).toBe(2);
  });
});
