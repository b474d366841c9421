import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./chromium";
import { REPORTS_DIR, ROOT } from "./paths";
import { type LocalSite, startLocalSite } from "./server";

/**
 * `npm run spec [-- cucumber args]`: runs the Gherkin suite.
 * With BASE_URL it targets that deployment and builds nothing; without it,
 * it builds the site when the sources changed, serves it on a free loopback
 * port for the run, and stops it afterwards.
 */

async function main(): Promise<number> {
  let chromiumPath: string;
  try {
    chromiumPath = ensureChromium();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  mkdirSync(REPORTS_DIR, { recursive: true });

  let local: LocalSite | undefined;
  let baseUrl = process.env.BASE_URL;
  // Against a deployment, SPEC_ADMIN_TOKEN (its ADMIN_TOKEN) lets scenarios read back what forms sent.
  let adminToken = process.env.SPEC_ADMIN_TOKEN;
  if (!baseUrl) {
    local = await startLocalSite();
    baseUrl = local.baseUrl;
    adminToken = local.adminToken;
  }
  console.log(`Running the spec against ${baseUrl}`);

  const cucumber = path.join(ROOT, "node_modules", "@cucumber", "cucumber", "bin", "cucumber.js");
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [cucumber, "--config", path.join("spec", "cucumber.mjs"), ...process.argv.slice(2)],
      {
        cwd: ROOT,
        stdio: "inherit",
        env: {
          ...process.env,
          BASE_URL: baseUrl,
          ...(adminToken ? { SPEC_ADMIN_TOKEN: adminToken } : {}),
          CHROMIUM_PATH: chromiumPath,
          // Steps are TypeScript: every cucumber process (and its workers) loads them through tsx.
          NODE_OPTIONS: [process.env.NODE_OPTIONS, "--import tsx"].filter(Boolean).join(" "),
        },
      },
    );
    child.on("close", (exitCode) => resolve(exitCode ?? 1));
  });
  await local?.stop();
  return code;
}

process.exit(await main());
