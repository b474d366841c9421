import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLIC_DIR } from "../../scripts/lib/paths";
import { ensureSiteBuilt } from "../../scripts/lib/site-build";
import { createProductionServer } from "../../server/production-server";

/**
 * The server under test when no BASE_URL is given: a fresh build, served on a
 * free loopback port, with a submissions database of its own for the run and
 * an admin token the scenarios use to read back what the forms sent.
 */
export interface LocalSite {
  baseUrl: string;
  adminToken: string;
  stop(): Promise<void>;
}

/** Scenarios submit many forms from one address: the run allows them all. */
const SUBMISSIONS_PER_MINUTE_IN_TESTS = 100_000;

export async function startLocalSite(): Promise<LocalSite> {
  const outcome = await ensureSiteBuilt({ echo: false });
  console.log(outcome.built ? `Site built in ${outcome.seconds.toFixed(1)} s.` : "Site build is current.");
  const dataDir = mkdtempSync(path.join(tmpdir(), "mitsubishi-spec-data-"));
  const adminToken = randomBytes(24).toString("hex");
  const site = await createProductionServer({
    publicDir: path.resolve(PUBLIC_DIR),
    dataDir,
    submissionsPerMinute: SUBMISSIONS_PER_MINUTE_IN_TESTS,
    adminToken,
  });
  const baseUrl = await site.listen(0);
  return {
    baseUrl,
    adminToken,
    stop: async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
