import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT, TSX } from "./paths";

/**
 * The suite's local build: the repository's own build command, run as a
 * command (`tsx scripts/build-site.ts --if-changed`: it builds only when the
 * sources or the GATSBY_* settings changed), so nothing of the site is loaded
 * into the suite's process.
 */

/** Builds the site for the suite when its sources changed; prints one line, or the build's output when it fails. */
export async function buildSiteForTheSuite(): Promise<void> {
  const child = spawn(TSX, [path.join(ROOT, "scripts", "build-site.ts"), "--if-changed"], {
    cwd: ROOT,
    env: process.env,
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
