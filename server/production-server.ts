import { existsSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { RemoteImagePattern } from "../contracts/remote-image-patterns";
import { type Clock, calendarDayInBrazil, systemClock } from "../shared/clock";
import type { TransformLimits } from "./api/image-optimiser/transform-queue";
import { referenceApi } from "./api/reference-api";
import { refusedLeadRequest } from "./api/submissions/refused-lead";
import { type ConnectionLimits, createSiteServer, listen, type TrustProxy } from "./http/site-server";
import { type WarmUpReport, type WarmUpRequest, type WarmUpShape, warmUp } from "./http/warm-up";
import { openSubmissionStore } from "./store/open-store";
import type { SqliteCommitMode } from "./store/sqlite/sqlite-store";
import type { SubmissionStore } from "./store/submission-store";

export { SUBMISSIONS_FILE } from "./store/open-store";

export interface ProductionServerOptions {
  publicDir: string;
  /** The folder of the SQLite database (`submissions.sqlite`) and of the optimiser's image cache. */
  dataDir: string;
  /** postgres://…: the submissions go to PostgreSQL instead of SQLite. */
  databaseUrl?: string | undefined;
  /** Well-formed submissions accepted per client address, channel and minute. */
  submissionsPerMinute?: number;
  /** Enables the CSV export at /api/admin/submissions.csv for this bearer token (32 characters or more). */
  adminToken?: string | undefined;
  trustProxy?: TrustProxy;
  remotePatterns?: readonly RemoteImagePattern[];
  transformLimits?: TransformLimits;
  serveSourceMaps?: boolean;
  limits?: Partial<ConnectionLimits>;
  sqliteCommit?: SqliteCommitMode;
  /** How long SQLite waits for a database another process holds, at start and at each write (SQLITE_BUSY_TIMEOUT_MS). */
  sqliteBusyTimeoutMs?: number;
  logStream?: Writable;
  logLevel?: string;
  clock?: Clock;
}

export interface ProductionServer {
  app: FastifyInstance;
  store: SubmissionStore;
  /**
   * Before listening: answers rounds of harmless requests (a lead the contract refuses, the home page,
   * robots.txt) on a loopback port of its own, so the first burst meets compiled code (server/http/warm-up.ts).
   */
  warmUp(shape?: WarmUpShape): Promise<WarmUpReport>;
  /** Listens (port 0 = any free one) and resolves to the address, e.g. http://127.0.0.1:8000. */
  listen(port: number, host?: string): Promise<string>;
  /** Stops taking connections, lets the requests under way finish, then closes the store. */
  close(): Promise<void>;
}

/** The default limit: a person retrying a form stays far below it. */
export const DEFAULT_SUBMISSIONS_PER_MINUTE = 10;
/** The optimiser's cache, inside the data folder. */
export const IMAGE_CACHE_DIR = "image-cache";

/**
 * The server as `npm start` (server/main.ts), the suite and the benchmark run
 * it: the built site with the reference API. One composition, so they never differ.
 */
export async function createProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const store = await openSubmissionStore(options);
  const clock = options.clock ?? systemClock;
  try {
    // (The store opens first: its writer thread or its migrations must work before anything is promised.)
    const app = await createSiteServer({
      publicDir: options.publicDir,
      trustProxy: options.trustProxy ?? false,
      serveSourceMaps: options.serveSourceMaps ?? false,
      limits: options.limits ?? {},
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
      routes: referenceApi({
        publicDir: options.publicDir,
        imageCacheDir: path.join(options.dataDir, IMAGE_CACHE_DIR),
        remotePatterns: options.remotePatterns ?? [],
        ...(options.transformLimits ? { transformLimits: options.transformLimits } : {}),
        submissions: {
          store,
          clock,
          submissionsPerMinute: options.submissionsPerMinute ?? DEFAULT_SUBMISSIONS_PER_MINUTE,
          adminToken: options.adminToken,
        },
      }),
    });
    app.addHook("onClose", async () => store.close());
    return {
      app,
      store,
      warmUp: (shape) => warmUp(app, warmUpRequests(options.publicDir, calendarDayInBrazil(clock.now())), shape),
      listen: (port, host) => listen(app, port, host),
      close: () => app.close(),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The warm-up's requests: a refused lead, and the home page and robots.txt when the build has them. */
function warmUpRequests(publicDir: string, today: string): WarmUpRequest[] {
  const files = [
    { address: "/", file: "index.html" },
    { address: "/robots.txt", file: "robots.txt" },
  ].filter(({ file }) => existsSync(path.join(publicDir, file)));
  const gets = files.map(
    ({ address }): WarmUpRequest => ({
      method: "GET",
      path: address,
      headers: { "Accept-Encoding": "br, gzip" },
      status: 200,
    }),
  );
  // Mostly leads, as a launch day's burst is.
  const lead = refusedLeadRequest(today);
  return [lead, lead, lead, lead, ...gets];
}
