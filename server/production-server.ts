import type { Server } from "node:http";
import path from "node:path";
import { type Clock, systemClock } from "../shared/clock";
import { createReferenceApi } from "./api/reference-api";
import { RateLimiter } from "./api/submissions/rate-limit";
import { SubmissionStore } from "./api/submissions/store";
import { createSiteServer } from "./app";

export interface ProductionServerOptions {
  publicDir: string;
  /** The folder of the submissions database (`submissions.sqlite`). */
  dataDir: string;
  /** Submissions accepted per client address and minute. */
  submissionsPerMinute?: number;
  /** Enables the CSV export at /api/admin/submissions.csv for this bearer token. */
  adminToken?: string | undefined;
  clock?: Clock;
}

export interface ProductionServer {
  server: Server;
  store: SubmissionStore;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** The default limit: a person retrying a form stays far below it. */
export const DEFAULT_SUBMISSIONS_PER_MINUTE = 10;

export const SUBMISSIONS_FILE = "submissions.sqlite";

/**
 * The server as `npm start`, the suite and the benchmark run it: the built
 * site with the reference API. One composition, so the three never differ.
 */
export function createProductionServer(options: ProductionServerOptions): ProductionServer {
  const store = new SubmissionStore(path.join(options.dataDir, SUBMISSIONS_FILE));
  const api = createReferenceApi({
    publicDir: options.publicDir,
    submissions: {
      store,
      limiter: new RateLimiter(options.submissionsPerMinute ?? DEFAULT_SUBMISSIONS_PER_MINUTE),
      clock: options.clock ?? systemClock,
      adminToken: options.adminToken,
    },
  });
  const server = createSiteServer({ publicDir: options.publicDir, api });
  return {
    server,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
