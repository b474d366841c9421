import type { Server } from "node:http";
import path from "node:path";
import { PUBLIC_DIR } from "../../scripts/lib/paths";
import { ensureSiteBuilt } from "../../scripts/lib/site-build";
import { listen } from "../../server/app";
import { createProductionServer } from "../../server/production-server";

/** The server under test when no BASE_URL is given: a fresh build, served on a free loopback port. */
export interface LocalSite {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startLocalSite(): Promise<LocalSite> {
  const outcome = await ensureSiteBuilt({ echo: false });
  console.log(outcome.built ? `Site built in ${outcome.seconds.toFixed(1)} s.` : "Site build is current.");
  const publicDir = path.resolve(PUBLIC_DIR);
  const server: Server = createProductionServer({ publicDir });
  const baseUrl = await listen(server, 0);
  return {
    baseUrl,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
