import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { ROOT, TSX } from "../../tooling/paths";

/**
 * The suite's local build: the repository's own build command, run as a
 * command (`tsx scripts/build-site.ts --if-changed`: it builds only when the
 * sources or the GATSBY_* settings changed), so nothing of the site is loaded
 * into the suite's process. Its environment adds spec/suite-build.env (the tag
 * ids) to the caller's, where the caller's values win.
 */

const SUITE_BUILD_ENV_FILE = path.join(ROOT, "spec", "suite-build.env");

/** The settings of the suite's build, as spec/suite-build.env writes them. */
export function suiteBuildSettings(): Record<string, string> {
  return { ...parseEnv(readFileSync(SUITE_BUILD_ENV_FILE, "utf8")) } as Record<string, string>;
}

/** Builds the site for the suite when its sources changed; prints one line, or the build's output when it fails. */
export async function buildSiteForTheSuite(): Promise<void> {
  const child = spawn(TSX, [path.join(ROOT, "scripts", "build-site.ts"), "--if-changed"], {
    cwd: ROOT,
    env: { ...suiteBuildSettings(), ...process.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number>((resolve) => {
    child.on("error", () => resolve(127));
    child.on("close", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`The site's build failed (exit code ${code}).`);
  }
  // The command's last line says whether it built, and how long it took.
  console.log(output.trim().split("\n").at(-1));
}
