import { rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pagesFirst, TURNS_GIVEN_TO_NEW_CONNECTIONS } from "../../server/http/pages-first";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { type MiniSite, makeMiniSite } from "./support/mini-site";
import { rawRequest, sentAtOnce } from "./support/requests-at-once";
import { QUOTE_LEAD } from "./support/submissions";

/**
 * A burst of submissions cannot hold a page (server/http/pages-first.ts): a
 * page read among submissions is routed before them, and the submissions are
 * all answered and stored. The requests reach the server at once
 * (support/requests-at-once.ts), so the order in which the router takes them
 * is the server's choice alone (without pages first: as read, the page last).
 */

const SUBMISSIONS = 24;

let mini: MiniSite;
let site: ProductionServer;
let port: number;
/** Method and path of each request, in the order the router took them. */
const routed: string[] = [];

beforeAll(async () => {
  mini = await makeMiniSite();
  site = await createProductionServer({
    publicDir: mini.publicDir,
    dataDir: path.join(mini.root, "data"),
    submissionsPerMinute: 1_000,
  });
  site.app.addHook("onRequest", (request, _reply, done) => {
    routed.push(`${request.method} ${request.url}`);
    done();
  });
  port = Number(new URL(await site.listen(0)).port);
});

afterAll(async () => {
  await site?.close();
  rmSync(mini.root, { recursive: true, force: true });
});

const lead = (index: number) =>
  rawRequest(
    "POST",
    "/api/lead/v1.0",
    { "Idempotency-Key": `pagina-primeiro-${String(index).padStart(4, "0")}-0123456789` },
    { ...QUOTE_LEAD, email: `ana${index}@exemplo.com.br` },
  );

describe("a burst of submissions and reads among them", () => {
  test("the reads (GET, HEAD, OPTIONS) are routed before the submissions read ahead of them, and every submission is answered and stored @clause:API-19", async () => {
    const reads = ["GET", "HEAD", "OPTIONS"];
    const texts = await sentAtOnce(site.app.server, port, [
      ...Array.from({ length: SUBMISSIONS }, (_, index) => lead(index)),
      ...reads.map((method) => rawRequest(method, "/robots.txt")),
    ]);

    const leads = texts.slice(0, SUBMISSIONS);
    expect(leads.every((text) => text.startsWith("HTTP/1.1 201"))).toBe(true);
    const [get, head, options] = texts.slice(SUBMISSIONS);
    expect(get).toMatch(/^HTTP\/1\.1 200/);
    expect(get).toContain("User-agent: *");
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    // Any answer will do for OPTIONS: what matters is when it was routed.
    expect(options).toMatch(/^HTTP\/1\.1 \d{3}/);

    const taken = routed.filter((entry) => entry.startsWith("POST") || entry.includes("robots"));
    expect(taken, "the reads go to the router before any submission read with them").toHaveLength(
      SUBMISSIONS + reads.length,
    );
    // The three reads, in whatever order the sockets were read, and then the submissions.
    expect(taken.slice(0, reads.length).sort()).toEqual(reads.map((method) => `${method} /robots.txt`).sort());
    expect(taken.slice(reads.length)).toEqual(Array.from({ length: SUBMISSIONS }, () => "POST /api/lead/v1.0"));
    expect(await site.store.count()).toBe(SUBMISSIONS);
  });
});

describe("submissions while new connections keep coming", () => {
  const submission = () => [{ method: "POST" } as IncomingMessage, {} as ServerResponse] as const;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  /** Lanes routing one submission a turn, holding three, and how many they have routed so far. */
  function threeWaiting() {
    const counted = { routed: 0 };
    const lanes = pagesFirst(() => {
      counted.routed += 1;
    }, 1);
    for (let index = 0; index < 3; index += 1) lanes.onRequest(...submission());
    return { lanes, counted };
  }

  test("wait while connections are accepted, but never more than a bounded number of turns in a row @clause:API-19", async () => {
    const { lanes, counted } = threeWaiting();
    const routedAfterTurn: number[] = [];
    for (let turn = 0; turn < 3 * (TURNS_GIVEN_TO_NEW_CONNECTIONS + 1) + 2; turn += 1) {
      lanes.onConnection();
      await nextTurn();
      routedAfterTurn.push(counted.routed);
    }
    expect(routedAfterTurn[TURNS_GIVEN_TO_NEW_CONNECTIONS - 2], "routed while connections were coming").toBe(0);
    expect(counted.routed, "every submission routed in the end").toBe(3);
  });

  test("are routed at once when no connection comes @clause:API-19", async () => {
    const { counted } = threeWaiting();
    expect(counted.routed, "a submission waits for its turn").toBe(0);
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(counted.routed).toBe(3);
  });
});
