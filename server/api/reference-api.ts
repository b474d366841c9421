import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { RemoteImagePattern } from "../../contracts/remote-image-patterns";
import type { SubmissionStore } from "../store/submission-store";
import { type ImageOptimiserOptions, imageOptimiserRoutes, TRANSFORM_LIMITS } from "./image-optimiser/route";
import { imageRoutes } from "./images";
import { adminExportRoutes } from "./submissions/admin-route";
import { type SubmissionRouteOptions, submissionRoutes } from "./submissions/routes";

export interface ReferenceApiOptions {
  /** The built site (Gatsby's `public/`): the artwork lives in its `artwork/` folder. */
  publicDir: string;
  /** The optimiser's disk cache. */
  imageCacheDir: string;
  remotePatterns?: readonly RemoteImagePattern[];
  transformLimits?: ImageOptimiserOptions["limits"];
  /** Where the forms' submissions go; without it the API answers images only. */
  submissions?: (SubmissionRouteOptions & { store: SubmissionStore; adminToken?: string | undefined }) | undefined;
}

/** The routes of the reference API, as one plugin of the site's server. */
export function referenceApi(options: ReferenceApiOptions) {
  const plugins = [
    imageRoutes(path.resolve(options.publicDir)),
    imageOptimiserRoutes({
      publicDir: options.publicDir,
      cacheDir: options.imageCacheDir,
      remotePatterns: options.remotePatterns ?? [],
      limits: options.transformLimits ?? TRANSFORM_LIMITS,
    }),
  ];
  if (options.submissions) {
    plugins.push(
      submissionRoutes(options.submissions),
      adminExportRoutes(options.submissions.store, options.submissions.adminToken),
    );
  }
  return async (app: FastifyInstance) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}
