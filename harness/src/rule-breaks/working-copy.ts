import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The copies of the repository the rule breaks are applied to. They live in the
 * system's temporary folder, two per repository, and are kept between runs:
 * what the project says a copy keeps (its build and the build's cache) stays
 * in it, so each break's build redoes only what the change touches. Each run first brings a copy level
 * with the repository (tracked and new files, as git lists them; files gone
 * from the repository are removed), so a break left behind by an interrupted
 * run is undone too. node_modules is the one the repository sees, linked.
 */

/** What every copy keeps of its own: dependencies, git, reports, data and Stryker's sandbox. */
const OWN_FOLDERS = new Set(["node_modules", ".git", "reports", ".data", ".stryker-tmp"]);

/** What a project's copies keep of their own, and the caches a new copy starts from (MutationConfig). */
export interface CopyKeeping {
  keeps: readonly string[];
  seeds?: readonly string[];
}

/**
 * The copies a run uses in turn (harness/src/rule-breaks/two-stage-pipeline.ts): the first keeps the
 * name a single copy had, so its build cache is not lost.
 */
export const LANES = [0, 1] as const;

export function workingCopyPath(root: string, name: string, lane = 0): string {
  const id = createHash("sha256").update(path.resolve(root)).digest("hex").slice(0, 10);
  return path.join(tmpdir(), `${name}-rule-breaks-${id}${lane === 0 ? "" : `-${lane + 1}`}`);
}

/** The repository's files as git sees them: tracked, and new ones not ignored. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .toString("utf8")
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(root, file)));
}

/** Every file of the copy but its own folders, relative to it. */
function copyFiles(copy: string, keeps: ReadonlySet<string>, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(copy, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (OWN_FOLDERS.has(relative) || keeps.has(relative)) continue;
    if (entry.isDirectory()) files.push(...copyFiles(copy, keeps, relative));
    else files.push(relative);
  }
  return files;
}

const sameContent = (a: string, b: string) =>
  existsSync(b) && lstatSync(a).size === lstatSync(b).size && readFileSync(a).equals(readFileSync(b));

/**
 * The node_modules the project's modules resolve packages from: its own, else the nearest above it (a
 * project inside another's folder, as the harness's example is). A copy links it, so it sees the same.
 */
function packagesSeenFrom(root: string): string | undefined {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const modules = path.join(dir, "node_modules");
    if (existsSync(modules)) return modules;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const existsEvenDangling = (file: string) => {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

export interface SyncOutcome {
  copy: string;
  copied: number;
  removed: number;
  /** Whether a cache was seeded from the repository's (a first run). */
  seededCache: boolean;
}

/**
 * Makes the copy hold exactly the repository's files. Files whose content is
 * unchanged are left alone, so Gatsby's cache sees them unchanged.
 */
export function syncWorkingCopy(root: string, copy: string, keeping: CopyKeeping): SyncOutcome {
  mkdirSync(copy, { recursive: true });
  const files = repositoryFiles(root);
  let copied = 0;
  for (const file of files) {
    const from = path.join(root, file);
    const to = path.join(copy, file);
    if (sameContent(from, to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(from));
    copied += 1;
  }
  const wanted = new Set(files);
  let removed = 0;
  for (const file of copyFiles(copy, new Set(keeping.keeps))) {
    if (wanted.has(file)) continue;
    rmSync(path.join(copy, file), { force: true });
    removed += 1;
  }
  const modules = path.join(copy, "node_modules");
  const packages = packagesSeenFrom(root);
  if (packages && !existsEvenDangling(modules)) symlinkSync(packages, modules, "dir");
  // A first run starts from the repository's caches, when it has them: most modules are already built there.
  let seededCache = false;
  for (const seed of keeping.seeds ?? []) {
    const cache = path.join(copy, seed);
    if (existsSync(cache) || !existsSync(path.join(root, seed))) continue;
    cpSync(path.join(root, seed), cache, { recursive: true });
    seededCache = true;
  }
  return { copy, copied, removed, seededCache };
}
