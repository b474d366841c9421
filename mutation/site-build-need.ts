import path from "node:path";
import { buildCodeFiles } from "../scripts/lib/build-inputs";
import { ROOT } from "../tooling/paths";

/**
 * Whether the break changes what the build writes: anything but the server, which only restarts, and the
 * server's modules the build itself reads (its security headers go into public/_headers).
 */
export function needsSiteBuild(file: string): boolean {
  return !file.startsWith("server/") || buildCodeFiles().includes(path.join(ROOT, file));
}
