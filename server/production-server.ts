import type { Server } from "node:http";
import { createReferenceApi } from "./api/reference-api";
import { createSiteServer } from "./app";

/**
 * The server as `npm start`, the suite and the benchmark run it: the built
 * site with the reference API. One composition, so the three never differ.
 */
export function createProductionServer({ publicDir }: { publicDir: string }): Server {
  return createSiteServer({ publicDir, api: createReferenceApi({ publicDir }) });
}
