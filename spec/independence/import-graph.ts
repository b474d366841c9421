import { readdirSync } from "node:fs";
import path from "node:path";
import { importSpecifiers, importsComputedName, isFileSpecifier, resolveSpecifier } from "../../tooling/module-imports";

export { importSpecifiers };

/**
 * The import graph of a set of TypeScript modules, followed through relative
 * imports: every `import`, `import type`, `export … from`, dynamic `import()`
 * and `require()` that names a file of the repository. Packages (`zod`,
 * `playwright-core`, `node:fs`) are not followed: they are not the project's.
 */

/** An import that leaves the folders a module may depend on. */
export interface Offence {
  /** The module that imports, relative to the root. */
  importer: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it names, relative to the root (or the specifier when no file answers it). */
  target: string;
  /** How the walk reached the importer from an entry module, entry first. */
  reachedThrough: string[];
}

/** Every TypeScript module under `dir`. */
export function modulesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modulesUnder(full));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found.sort();
}

/**
 * Walks the import graph from `entries` and returns every import of a file
 * outside `allowedDirs` (but for the `subjects`) (and every relative import no file answers, and every
 * import of a name computed at run time, which the walk could not follow).
 * Files outside the allowed folders are not walked further: the import that
 * reaches one is the offence.
 */
export function importsOutside(
  entries: readonly string[],
  allowedDirs: readonly string[],
  root: string,
  /** Modules of the implementation the spec checks directly, as a subject: importing one is allowed, and the walk stops there. */
  subjects: readonly string[] = [],
): Offence[] {
  const inside = (file: string) => allowedDirs.some((dir) => !path.relative(dir, file).startsWith(".."));
  const relative = (file: string) => path.relative(root, file);
  const offences: Offence[] = [];
  const trail = new Map<string, string[]>(entries.map((entry) => [entry, []]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const reachedThrough = [...(trail.get(file) ?? []), relative(file)];
    if (importsComputedName(file)) {
      // `import(path.join(ROOT, "site/…"))` names no file the walk can read: it could reach anything.
      offences.push({
        importer: relative(file),
        specifier: "(a name computed at run time)",
        target: "a module the walk cannot know",
        reachedThrough: reachedThrough.slice(0, -1),
      });
    }
    for (const specifier of importSpecifiers(file)) {
      if (!isFileSpecifier(specifier)) continue;
      const target = resolveSpecifier(file, specifier);
      if (target && subjects.includes(target)) continue;
      if (!target || !inside(target)) {
        offences.push({
          importer: relative(file),
          specifier,
          target: target ? relative(target) : `${specifier} (no such file)`,
          reachedThrough: reachedThrough.slice(0, -1),
        });
        continue;
      }
      if (trail.has(target)) continue;
      trail.set(target, reachedThrough);
      queue.push(target);
    }
  }
  return offences;
}

/** One line per offence, as a reviewer reads it. */
export function describeOffence({ importer, specifier, target, reachedThrough }: Offence): string {
  const via = reachedThrough.length > 0 ? ` (reached from ${reachedThrough.join(" → ")})` : "";
  return `${importer} imports "${specifier}" → ${target}${via}`;
}
