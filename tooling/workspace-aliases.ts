import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The harness workspace's entry points (harness/package.json, "exports") as aliases of vitest's
 * resolver. npm links node_modules/@mmcb/harness to harness/ on install; where no install has (a
 * worktree sharing another's node_modules), these find it all the same, as tsconfig.json's "paths"
 * do for TypeScript and tsx. It imports no module of the repository: the vitest configurations load it
 * with its extension, as Vite's loader of configurations will require.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function harnessAliases(root = ROOT): { find: RegExp; replacement: string }[] {
  const dir = path.join(root, "harness");
  if (!existsSync(path.join(dir, "package.json"))) return [];
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    name: string;
    exports: Record<string, string>;
  };
  const escaped = manifest.name.replace(/[/.]/g, "\\$&");
  return Object.entries(manifest.exports).map(([entry, file]) => ({
    find: new RegExp(`^${escaped}${entry === "." ? "" : `\\/${entry.slice(2)}`}$`),
    replacement: path.join(dir, file),
  }));
}
