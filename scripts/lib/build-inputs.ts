import path from "node:path";
import { isScriptFile, repositoryImports } from "../../tooling/module-imports";
import { ROOT } from "../../tooling/paths";

/**
 * The build's own code outside the site: `scripts/build-site.ts` and every module of the repository it
 * imports, read as the import-graph checks read imports (tooling/module-imports.ts). Besides running
 * Gatsby, the build writes `public/_headers` with the content-security policy of `scripts/lib/` and the
 * security headers of `server/`, so a change to any of these changes what the build writes, as a change
 * under `site/` does.
 */
export const BUILD_ENTRY = path.join(ROOT, "scripts", "build-site.ts");

/** Absolute paths of the build script and every repository module it reaches, sorted. */
export function buildCodeFiles(entry: string = BUILD_ENTRY): string[] {
  const root = path.dirname(entry);
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!isScriptFile(file)) continue;
    for (const imported of repositoryImports(root, path.relative(root, file))) {
      const target = path.join(root, imported);
      if (!target.includes(`${path.sep}node_modules${path.sep}`)) queue.push(target);
    }
  }
  return [...seen].sort();
}
