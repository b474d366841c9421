import { rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pagesFirst, TURNS_GIVEN_TO_NEW_CONNECTIONS } from "../../server/http/pages-first";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { type MiniSite, makeMiniSite } from "./support/mini-site";
import { QUOTE_LEAD } from "./support/submissions";

/**
 * A burst of submissions cannot hold a page (server/http/pages-first.ts): a
 * page read among submissions is routed before them, and the submissions are
 * all answered, in the order they came. The server runs in this process, so
 * the test can hold its event loop while every request reaches the sockets:
 * when the loop runs again, it reads them all in one go, as it reads a burst,
 * and the order in which the routes are entered is the server's choice alone
 * (without it, the router takes them as read: the page last).
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

function opened(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** The whole answer once the server closes the connection (each request asks for `Connection: close`). */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.once("error", reject);
    socket.once("close", () => resolve(text));
  });
}

function lead(index: number): string {
  const body = JSON.stringify({ ...QUOTE_LEAD, email: `ana${index}@exemplo.com.br` });
  return [
    "POST /api/lead/v1.0 HTTP/1.1",
    "Host: localhost",
    "Connection: close",
    "Content-Type: application/json",
    `Idempotency-Key: pagina-primeiro-${String(index).padStart(4, "0")}-0123456789`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    body,
  ].join("\r\n");
}

const page = "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";

function connectionsOfServer(): Promise<number> {
  return new Promise((resolve, reject) =>
    site.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function everyConnectionAccepted(count: number): Promise<void> {
  while ((await connectionsOfServer()) < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Holds this process, and so the server's event loop, while the kernel takes what the clients wrote. */
function holdTheEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The server cannot read its sockets meanwhile: every request is waiting for it at once.
  }
}

describe("a burst of submissions and a page read among them", () => {
  test("the page is routed before the submissions read ahead of it, and every submission is answered and stored @clause:API-19", async () => {
    const sockets = await Promise.all(Array.from({ length: SUBMISSIONS + 1 }, opened));
    // Every connection accepted first: the server accepts one new connection a turn, so it would otherwise read
    // each request in a turn of its own, and there would be no burst to order.
    await everyConnectionAccepted(sockets.length);
    const answers = sockets.map(answerOf);
    const pageSocket = sockets[SUBMISSIONS] as Socket;
    sockets.slice(0, SUBMISSIONS).forEach((socket, index) => {
      socket.write(lead(index));
    });
    pageSocket.write(page);
    holdTheEventLoop(150);
    const texts = await Promise.all(answers);

    const leads = texts.slice(0, SUBMISSIONS);
    expect(leads.every((text) => text.startsWith("HTTP/1.1 201"))).toBe(true);
    expect(texts[SUBMISSIONS]).toMatch(/^HTTP\/1\.1 200/);
    expect(texts[SUBMISSIONS]).toContain("User-agent: *");

    const taken = routed.filter((entry) => entry.startsWith("POST") || entry.includes("robots"));
    expect(taken, "the page goes to the router before any submission read with it").toEqual([
      "GET /robots.txt",
      ...Array.from({ length: SUBMISSIONS }, () => "POST /api/lead/v1.0"),
    ]);
    expect(await site.store.count()).toBe(SUBMISSIONS);
  });
});

describe("submissions while new connections keep coming", () => {
  const submission = () => [{ method: "POST" } as IncomingMessage, {} as ServerResponse] as const;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  test("wait while connections are accepted, but never more than a bounded number of turns in a row @clause:API-19", async () => {
    let routed = 0;
    const lanes = pagesFirst(() => {
      routed += 1;
    }, 1);
    for (let index = 0; index < 3; index += 1) lanes.onRequest(...submission());
    const routedAfterTurn: number[] = [];
    for (let turn = 0; turn < 3 * (TURNS_GIVEN_TO_NEW_CONNECTIONS + 1) + 2; turn += 1) {
      lanes.onConnection();
      await nextTurn();
      routedAfterTurn.push(routed);
    }
    expect(routedAfterTurn[TURNS_GIVEN_TO_NEW_CONNECTIONS - 2], "routed while connections were coming").toBe(0);
    expect(routed, "every submission routed in the end").toBe(3);
  });

  test("are routed at once when no connection comes @clause:API-19", async () => {
    let routed = 0;
    const lanes = pagesFirst(() => {
      routed += 1;
    }, 1);
    for (let index = 0; index < 3; index += 1) lanes.onRequest(...submission());
    expect(routed, "a submission waits for its turn").toBe(0);
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(routed).toBe(3);
  });
});
