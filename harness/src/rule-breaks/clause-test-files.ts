import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The vitest files whose text names a clause (`@clause:API-4` in a test's name). The rule-break runner
 * hands vitest these files only: asked for the whole suite with a name filter, vitest imports every test
 * file before it filters (21 s here, against 5 s for the two files that name API-4).
 */
export function testFilesNaming(root: string, clause: string, folder: string): string[] {
  const named = new RegExp(`@clause:${clause.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (entry.name.endsWith(".test.ts") && named.test(readFileSync(path.join(root, relative), "utf8"))) {
        found.push(relative);
      }
    }
  };
  visit(folder);
  return found.sort();
}

/** A folder whose tests run under a vitest configuration of their own (the default one leaves them out). */
export interface FolderConfig {
  folder: string;
  config: string;
}

/** One vitest run: its files, and the configuration that includes them (undefined: the default one). */
export interface VitestRun {
  files: string[];
  config: string | undefined;
}

/** The runs that take these files: each folder with a configuration of its own under it, the rest together. */
export function vitestRunsOf(files: readonly string[], configs: readonly FolderConfig[] = []): VitestRun[] {
  const within = (file: string, { folder }: FolderConfig) =>
    file.startsWith(folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`);
  const others = files.filter((file) => !configs.some((config) => within(file, config)));
  return [
    { files: others, config: undefined },
    ...configs.map((config) => ({ files: files.filter((file) => within(file, config)), config: config.config })),
  ].filter((run) => run.files.length > 0);
}
