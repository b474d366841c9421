import http from "node:http";
import type { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { securityHeaders } from "../security-headers";
import { routeEveryMethod } from "./allow-only";
import { answerClientError, answerFrameworkError, errorAnswers } from "./error-answers";
import { inTurn } from "./in-turn";
import { oneHost } from "./one-host";
import { pagesFirst } from "./pages-first";
import { type StaticSiteOptions, staticSite } from "./static-site";

/**
 * The site's server: fastify, its limits and headers, the built site, and
 * whatever routes the caller adds (the reference API). One composition for
 * `npm start`, the suite and the benchmark.
 */

/** How long a client may take, and how many may be connected at once. */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are closed at once. */
  maxConnections: number;
  /** A connection closes once it has carried this many requests (Apache's default; nginx's is 1,000): server/http/in-turn.ts. */
  maxRequestsPerConnection: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // A lead is at most 16 KB: 30 s is ample on a weak phone network, and far from Node's 300 s.
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  maxRequestsPerConnection: 100,
};

/**
 * Who the client is behind a reverse proxy (fastify's `trustProxy`): false
 * (the default) uses the socket's address; true trusts every
 * `X-Forwarded-For` hop; a number trusts that many hops; addresses or CIDR
 * ranges trust those proxies only.
 */
export type TrustProxy = boolean | number | string[];

export interface SiteServerOptions extends StaticSiteOptions {
  trustProxy?: TrustProxy;
  limits?: Partial<ConnectionLimits>;
  /** Where the log goes (JSON lines): stderr unless given. */
  logStream?: Writable;
  /** pino's level: "warn" (the default) logs the server's own errors; "info" every request. */
  logLevel?: string;
  /** Routes to add before the static files (the reference API). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

/** fastify's setting for a TrustProxy: a number of hops becomes "trust the nearest n". */
function trustProxySetting(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const limits = { ...CONNECTION_LIMITS, ...options.limits };
  const app = Fastify({
    trustProxy: trustProxySetting(options.trustProxy ?? false),
    logger: { level: options.logLevel ?? "warn", stream: options.logStream ?? process.stderr },
    // fastify's own server, but for the order in which its requests are routed (server/http/pages-first.ts).
    serverFactory: (route) => {
      const lanes = pagesFirst(route);
      const server = http.createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          // Node checks the two timeouts every 30 s by default: checked every second, they hold.
          connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
          // A request without Host is answered by the site (server/http/one-host.ts), not by Node's bare 400.
          requireHostHeader: false,
        },
        // A connection's requests one after the other (server/http/in-turn.ts), then pages first.
        inTurn(lanes.onRequest, limits.maxRequestsPerConnection),
      );
      server.on("connection", lanes.onConnection);
      server.requestTimeout = limits.requestTimeoutMs;
      server.keepAliveTimeout = limits.keepAliveTimeoutMs;
      return server;
    },
    // Errors before routing, through the site's one handler (server/http/error-answers.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // On close, idle keep-alive sockets go at once; requests under way finish first, the submissions still
    // waiting for their turn among them: a request that reached the server while it stops is answered (its
    // connection then closed, below) rather than refused with 503 for a retry to another instance.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.server.maxConnections = limits.maxConnections;
  routeEveryMethod(app);
  closeConnectionsWhenStopping(app);
  securityHeaders(app);
  oneHost(app);
  errorAnswers(app);
  // On the root instance, so the API's routes can send files too (reply.sendFile).
  await staticSite(app, options);
  if (options.routes) await app.register(options.routes);
  return app;
}

/**
 * While the server stops, each answer to a request under way closes its
 * connection (`Connection: close`): a keep-alive client would otherwise hold
 * the process until its idle timeout, and the load balancer's retry would wait
 * on a server that is going away.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (stopping) reply.header("Connection", "close");
    return payload;
  });
}

/** Listens on a port (0 = any free one) of the loopback or given host and resolves to the address. */
export async function listen(app: FastifyInstance, port: number, host = "127.0.0.1"): Promise<string> {
  // Node's default backlog, 511, is less than a burst of new visitors: the kernel drops the SYNs past it and
  // each of those clients retries a second later (issue 14's 600 leads at once had a 1 s p99 from it alone).
  await app.listen({ port, host, backlog: CONNECTION_LIMITS.maxConnections });
  const address = app.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return `http://${host === "0.0.0.0" ? "localhost" : host.includes(":") ? `[${host}]` : host}:${actualPort}`;
}
