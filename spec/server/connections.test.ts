import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createProductionServer } from "../../server/production-server";
import { makeMiniSite } from "./support/mini-site";
import { servedForSuite } from "./support/served";
import { runServerToExit, startServerProcess } from "./support/server-process";

/**
 * What a client may hold of the server: a slow client is cut off, connections
 * are capped, and a server told to stop finishes what it started. Before issue
 * 14 Node's defaults held: a request could take 300 s, headers 60 s, any
 * number of connections, and a stop cut requests under way.
 */

const contact = JSON.stringify({
  name: "Maria Oliveira",
  email: "maria@exemplo.com.br",
  phone: "(31) 99876-5432",
  state: "MG",
  city: "Belo Horizonte",
  subject: "outro",
  message: "Mensagem enviada devagar, pedaço por pedaço.",
  consent: true,
  tracking: { campaign: {} },
});

function open(base: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Milliseconds until the server closes the socket, or undefined if it is still open after `within`. */
function closedWithin(socket: Socket, within: number): Promise<number | undefined> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), within);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.resume();
  });
}

describe("the limits a deployment gets", () => {
  test("headers within 10 s, a whole request within 30 s, at most 2,000 connections @clause:API-8", async () => {
    // The tests below shorten the limits to see them act; this one reads the ones `npm start` sets.
    const dir = mkdtempSync(path.join(tmpdir(), "limits-"));
    const site = await createProductionServer({ publicDir: dir, dataDir: dir });
    try {
      expect(site.app.server.headersTimeout).toBe(10_000);
      expect(site.app.server.requestTimeout).toBe(30_000);
      expect(site.app.server.maxConnections).toBe(2_000);
    } finally {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("limits on clients", () => {
  const served = servedForSuite("connections", {
    limits: { headersTimeoutMs: 800, requestTimeoutMs: 1_200, keepAliveTimeoutMs: 500, maxConnections: 3 },
  });
  // The headers' own limit, apart from the whole request's: with the request's far off, only the headers' can cut.
  const slowRequestsAllowed = servedForSuite("connections-headers", {
    limits: { headersTimeoutMs: 800, requestTimeoutMs: 8_000, keepAliveTimeoutMs: 500, maxConnections: 3 },
  });

  test("a body sent too slowly is cut off at the request timeout @clause:API-8", { timeout: 10_000 }, async () => {
    const socket = await open(served.base);
    socket.write(
      `POST /api/contact/v1.0 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nIdempotency-Key: ${"b".repeat(20)}\r\nContent-Length: ${contact.length}\r\n\r\n${contact.slice(0, 10)}`,
    );
    const closedAfter = await closedWithin(socket, 5_000);
    expect(closedAfter).toBeDefined();
    expect(closedAfter).toBeLessThan(4_000);
  });

  test("headers sent too slowly are cut off at the headers timeout, not the request's @clause:API-8", {
    timeout: 10_000,
  }, async () => {
    const socket = await open(slowRequestsAllowed.base);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const closedAfter = await closedWithin(socket, 6_000);
    expect(closedAfter).toBeDefined();
    // The headers' 800 ms, checked every 800 ms: well before the request's 8 s.
    expect(closedAfter).toBeLessThan(4_000);
  });

  test("connections past the cap are closed at once @clause:API-8", async () => {
    const held = await Promise.all([open(served.base), open(served.base), open(served.base)]);
    try {
      const extra = await open(served.base);
      // At once: well before the 800 ms after which the headers' limit would close an idle connection anyway.
      expect(await closedWithin(extra, 400)).toBeDefined();
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe("stopping", () => {
  test("on SIGTERM the server finishes the request under way, closes its connection and exits at once @clause:SERVER-3", {
    timeout: 20_000,
  }, async () => {
    const site = await makeMiniSite();
    const server = await startServerProcess({ PUBLIC_DIR: site.publicDir, DATA_DIR: path.join(site.root, "data") });
    try {
      const socket = await open(server.base);
      let answer = "";
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString();
      });
      socket.write(
        `POST /api/contact/v1.0 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nIdempotency-Key: ${"c".repeat(20)}\r\nContent-Length: ${Buffer.byteLength(contact)}\r\n\r\n`,
      );
      const body = Buffer.from(contact);
      socket.write(body.subarray(0, 20));
      // The request is under way when the stop comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const exited = server.stop("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.write(body.subarray(20));
      const bodyCompleteAt = performance.now();
      expect(await exited).toBe(0);
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
      expect(answer).toContain('"status":"recebido"');
      // The answer closes its connection, so a keep-alive client does not hold the stop for its idle timeout (5 s).
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(performance.now() - bodyCompleteAt).toBeLessThan(2_500);
    } finally {
      await server.stop("SIGKILL");
      rmSync(site.root, { recursive: true, force: true });
    }
  });

  test("an admin token shorter than 32 characters stops the server before it listens @clause:SERVER-7", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "short-token-"));
    try {
      const run = await runServerToExit({ PUBLIC_DIR: dir, DATA_DIR: dir, ADMIN_TOKEN: "curto-demais-0123456789" });
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.stderr).toContain("ADMIN_TOKEN precisa de pelo menos 32 caracteres");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
