import path from "node:path";
import type { ApiHandler } from "../app";
import { imageOptimiserRoute } from "./image-optimiser";
import { imageRoute } from "./images";
import { type ApiRoute, createApiRouter } from "./router";

export interface ReferenceApiOptions {
  /** The built site (Gatsby's `public/`): the artwork lives in its `artwork/` folder. */
  publicDir: string;
}

/** The routes of the reference API; later issues add theirs here. */
export function referenceApiRoutes({ publicDir }: ReferenceApiOptions): ApiRoute[] {
  return [imageRoute(path.join(publicDir, "artwork")), imageOptimiserRoute(publicDir)];
}

/** The reference API, as the `api` handler of createSiteServer. */
export function createReferenceApi(options: ReferenceApiOptions): ApiHandler {
  return createApiRouter(referenceApiRoutes(options));
}
