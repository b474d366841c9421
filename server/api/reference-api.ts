import path from "node:path";
import type { ApiHandler } from "../app";
import { imageOptimiserRoute } from "./image-optimiser";
import { imageRoute } from "./images";
import { type ApiRoute, createApiRouter } from "./router";
import { adminExportRoute } from "./submissions/admin-route";
import { type SubmissionRouteOptions, submissionRoutes } from "./submissions/routes";

export interface ReferenceApiOptions {
  /** The built site (Gatsby's `public/`): the artwork lives in its `artwork/` folder. */
  publicDir: string;
  /** Where the forms' submissions go; without it the API answers images only. */
  submissions?: (SubmissionRouteOptions & { adminToken?: string | undefined }) | undefined;
}

/** The routes of the reference API. */
export function referenceApiRoutes({ publicDir, submissions }: ReferenceApiOptions): ApiRoute[] {
  const routes = [imageRoute(path.join(publicDir, "artwork")), imageOptimiserRoute(publicDir)];
  if (submissions) {
    routes.push(...submissionRoutes(submissions), adminExportRoute(submissions.store, submissions.adminToken));
  }
  return routes;
}

/** The reference API, as the `api` handler of createSiteServer. */
export function createReferenceApi(options: ReferenceApiOptions): ApiHandler {
  return createApiRouter(referenceApiRoutes(options));
}
