import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { TrustProxy } from "../../server/http/site-server";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { CONTACT_MESSAGE, QUOTE_LEAD } from "./support/submissions";

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
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
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
