import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The gzip size of the scripts a page loaded, read from the build (level 9, as served). */
export async function gzipBytesOf(publicDir: string, scriptPaths: string[]): Promise<number> {
  let total = 0;
  for (const scriptPath of new Set(scriptPaths)) {
    const content = await readFile(path.join(publicDir, decodeURIComponent(scriptPath)));
    total += gzipSync(content, { level: 9 }).length;
  }
  return total;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
