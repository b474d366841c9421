import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The vitest files whose text names a clause (`@clause:API-4` in a test's name). The rule-break runner
 * hands vitest these files only: asked for the whole suite with a name filter, vitest imports every test
 * file before it filters (21 s here, against 5 s for the two files that name API-4).
 */
export function testFilesNaming(root: string, clause: string, folder = "spec"): string[] {
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

/** The vitest configuration of the checks of the built site, which the default configuration leaves out. */
const BUILT_SITE = { folder: `spec${path.sep}built-site${path.sep}`, config: "vitest.built-site.config.ts" };

/** One vitest run: its files, and the configuration that includes them (undefined: the default one). */
export interface VitestRun {
  files: string[];
  config: string | undefined;
}

/** The runs that take these files: the built site's checks under their own configuration, the rest together. */
export function vitestRunsOf(files: readonly string[]): VitestRun[] {
  const builtSite = files.filter((file) => file.startsWith(BUILT_SITE.folder));
  const others = files.filter((file) => !file.startsWith(BUILT_SITE.folder));
  return [
    { files: others, config: undefined },
    { files: builtSite, config: BUILT_SITE.config },
  ].filter((run) => run.files.length > 0);
}
