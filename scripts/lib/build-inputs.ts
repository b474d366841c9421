import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../tooling/paths";

/**
 * The build's own code outside the site: `scripts/build-site.ts` and every module of the repository it
 * imports, followed through relative imports. Besides running Gatsby, the build writes `public/_headers`
 * with the content-security policy of `scripts/lib/` and the security headers of `server/`, so a change to
 * any of these changes what the build writes, as a change under `site/` does.
 */
export const BUILD_ENTRY = path.join(ROOT, "scripts", "build-site.ts");

/** `import … from "./x"`, `export … from "../y"` and `import("./z")`: relative specifiers only. */
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The file a relative specifier names, as TypeScript resolves it here (no extension, or `.js` for `.ts`). */
function resolveModule(base: string): string | undefined {
  const stem = base.replace(/\.js$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, "index.ts")]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/** Absolute paths of the build script and every repository module it reaches, sorted. */
export function buildCodeFiles(entry: string = BUILD_ENTRY): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) {
      const resolved = resolveModule(path.resolve(path.dirname(file), specifier));
      if (resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`)) queue.push(resolved);
    }
  }
  return [...seen].sort();
}
