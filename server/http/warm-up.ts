import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * The server warms itself before it listens. Right after a start, V8 has
 * compiled none of the hot paths (Node's HTTP parser glue, fastify's routing,
 * the contracts' validation): measured on this machine, the first burst of 500
 * leads plus 100 retries took the server 480 ms of CPU and a p99 of 451–517 ms,
 * the fourth about 230 ms and 138–191 ms; a bare node:http server goes from 260
 * to 60 ms the same way. A launch-day burst can meet a server just started (a
 * deploy, a restart), so it answers a few rounds of harmless requests first,
 * over real sockets on a loopback port of its own that no visitor can reach,
 * through the same handler (`fastify.routing`) the public port uses.
 *
 * The requests must change nothing: each says the status it must get, and a
 * different answer stops the start (a lead the contract refuses got stored,
 * say), rather than leaving data or a wrong server behind.
 */

export interface WarmUpRequest {
  method: "GET" | "POST";
  /** The path and query, e.g. /robots.txt. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The one status this request may get. */
  status: number;
}

export interface WarmUpShape {
  /** Rounds, one after another, each on connections of its own, as new visitors' are. */
  rounds: number;
  /** Requests sent at once in each round, taken from the list in turn. */
  perRound: number;
}

/**
 * Four rounds of 600, about 2.7 s: in the load bench, the first burst's p99 went from 451–517 ms to
 * 199–283 ms with it (nine runs).
 */
export const WARM_UP_SHAPE: WarmUpShape = { rounds: 4, perRound: 600 };

export interface WarmUpReport {
  requests: number;
  ms: number;
}

export class WarmUpError extends Error {}

function send(base: string, request: WarmUpRequest, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = http.request(
      `${base}${request.path}`,
      { method: request.method, headers: request.headers, agent },
      (response) => {
        response.resume();
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    asked.on("error", reject);
    asked.end(request.body);
  });
}

export async function warmUp(
  app: FastifyInstance,
  requests: readonly WarmUpRequest[],
  shape: WarmUpShape = WARM_UP_SHAPE,
): Promise<WarmUpReport> {
  const started = performance.now();
  if (requests.length === 0 || shape.rounds === 0) return { requests: 0, ms: 0 };
  await app.ready();
  const loopback = http.createServer(app.routing);
  await new Promise<void>((resolve, reject) => {
    loopback.once("error", reject);
    // A backlog for the whole round: past Node's default (511) the kernel drops the connections and each client waits 1 s.
    loopback.listen({ port: 0, host: "127.0.0.1", backlog: Math.max(511, shape.perRound) }, resolve);
  });
  const base = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;
  try {
    for (let round = 0; round < shape.rounds; round += 1) {
      const agent = new http.Agent({ keepAlive: true });
      try {
        const sent = Array.from({ length: shape.perRound }, (_, index) => {
          const request = requests[index % requests.length] as WarmUpRequest;
          return send(base, request, agent).then((status) => ({ request, status }));
        });
        for (const { request, status } of await Promise.all(sent)) {
          if (status !== request.status) {
            throw new WarmUpError(
              `O aquecimento do servidor recebeu ${status} em ${request.method} ${request.path}, e não ${request.status}.`,
            );
          }
        }
      } finally {
        agent.destroy();
      }
    }
  } finally {
    loopback.closeAllConnections();
    await new Promise<void>((resolve) => loopback.close(() => resolve()));
  }
  return { requests: shape.rounds * shape.perRound, ms: performance.now() - started };
}
