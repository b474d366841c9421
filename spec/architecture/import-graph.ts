import { readdirSync } from "node:fs";
import path from "node:path";
import { importSpecifiers, resolveSpecifier } from "../../tooling/module-imports";
import { harnessAliases } from "../../tooling/workspace-aliases";
import { repositoryFiles } from "../imports/repository-files";
import type { Floors, Room } from "./floor-plan";

/** An import of one module by another, as paths relative to the repository. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** Folders that hold no sources of the project: dependencies and build outputs. */
const NOT_SOURCES = new Set(["node_modules", "public", ".cache", "reports", ".git", ".data"]);
const SOURCE = /\.(ts|tsx)$/;

/**
 * Every TypeScript file of the repository, relative to its root, in a stable order: what git tracks or
 * would (ignored folders, such as a scratch folder or Stryker's sandboxes, are not the project's), or
 * every file of the folders when the root is no git work tree.
 */
export function sourceFiles(root: string): string[] {
  let listed: string[];
  try {
    listed = repositoryFiles(root);
  } catch {
    return walkedSourceFiles(root);
  }
  return listed.filter((file) => SOURCE.test(file)).sort();
}

function walkedSourceFiles(root: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walkedSourceFiles(root, relative));
    else if (SOURCE.test(entry.name)) files.push(relative);
  }
  return files.sort();
}

/**
 * Every import of every file (static, type-only, re-exports, `import()`, `require()`) between sources: the
 * relative ones, and those of the harness by its package name (to its entry points).
 */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const aliases = harnessAliases(root);
  for (const from of files) {
    const importer = path.join(root, from);
    for (const specifier of importSpecifiers(importer)) {
      const aliased = aliases.find((alias) => alias.find.test(specifier))?.replacement;
      if (!specifier.startsWith(".") && !aliased) continue;
      const found = aliased ?? resolveSpecifier(importer, specifier);
      // Stylesheets and data are not modules of the plan.
      if (found && SOURCE.test(found)) edges.push({ from, to: path.relative(root, found).split(path.sep).join("/") });
    }
  }
  return edges;
}

/** Where a file stands: at each level of the plan, the room that holds it and that room's floor. */
export interface Placement {
  room: string;
  floor: number;
}

const roomName = (room: Room) => (typeof room === "string" ? room : room.room);

/** The rooms holding a file, outermost first; empty when the plan has no room for it. */
export function placementOf(file: string, floors: Floors, prefix = ""): Placement[] {
  let best: { room: Room; floor: number; path: string } | undefined;
  floors.forEach((rooms, floor) => {
    for (const room of rooms) {
      const full = `${prefix}${roomName(room)}`;
      const holds = file === full || file.startsWith(`${full}/`);
      // The most specific room wins (scripts/test.ts over scripts).
      if (holds && (!best || full.length > best.path.length)) best = { room, floor, path: full };
    }
  });
  if (!best) return [];
  const here = { room: best.path, floor: best.floor };
  if (typeof best.room === "string") return [here];
  const inner = placementOf(file, best.room.floors, `${best.path}/`);
  return inner.length > 0 ? [here, ...inner] : [];
}

/**
 * Whether an import runs up a floor: at the first level of the plan where the
 * two files are in different rooms, the imported one must stand on a lower floor.
 */
export function climbs(from: readonly Placement[], to: readonly Placement[]): boolean {
  for (let level = 0; level < Math.min(from.length, to.length); level += 1) {
    const a = from[level];
    const b = to[level];
    if (!a || !b) return false;
    if (a.room !== b.room) return b.floor >= a.floor;
  }
  return false;
}

/** The import circles among the files (strongly connected components of more than one file, or a self-import). */
export function circles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (next.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) found.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}
