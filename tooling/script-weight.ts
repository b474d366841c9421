import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The gzip size of a page's scripts, read from the build (level 9, as served): one weighing for the
 * bench's first-load figure (bench/run.ts) and the build's budget check
 * (spec/built-site/first-load-scripts.test.ts), so the two cannot disagree.
 */
export async function gzipBytesOf(publicDir: string, scriptPaths: string[]): Promise<number> {
  let total = 0;
  for (const scriptPath of new Set(scriptPaths)) {
    const content = await readFile(path.join(publicDir, decodeURIComponent(scriptPath)));
    total += gzipSync(content, { level: 9 }).length;
  }
  return total;
}
