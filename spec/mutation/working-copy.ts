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
 * Gatsby's cache (site/.cache) and the last build stay in it, so each break's
 * build redoes only what the change touches. Each run first brings a copy level
 * with the repository (tracked and new files, as git lists them; files gone
 * from the repository are removed), so a break left behind by an interrupted
 * run is undone too. node_modules is the repository's own, linked.
 */

/** What the copy keeps of its own: dependencies, build outputs and reports. */
const OWN_FOLDERS = new Set(["node_modules", ".git", "reports", ".data", ".stryker-tmp"]);
const OWN_PATHS = new Set(["site/.cache", "site/public"]);

/**
 * The copies a run uses in turn (harness/src/rule-breaks/two-stage-pipeline.ts): the first keeps the
 * name a single copy had, so its build cache is not lost.
 */
export const LANES = [0, 1] as const;

export function workingCopyPath(root: string, lane = 0): string {
  const id = createHash("sha256").update(path.resolve(root)).digest("hex").slice(0, 10);
  return path.join(tmpdir(), `mitsubishi-rule-breaks-${id}${lane === 0 ? "" : `-${lane + 1}`}`);
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
function copyFiles(copy: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(copy, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (OWN_FOLDERS.has(relative) || OWN_PATHS.has(relative)) continue;
    if (entry.isDirectory()) files.push(...copyFiles(copy, relative));
    else files.push(relative);
  }
  return files;
}

const sameContent = (a: string, b: string) =>
  existsSync(b) && lstatSync(a).size === lstatSync(b).size && readFileSync(a).equals(readFileSync(b));

export interface SyncOutcome {
  copy: string;
  copied: number;
  removed: number;
  /** Whether site/.cache was seeded from the repository's (a first run). */
  seededCache: boolean;
}

/**
 * Makes the copy hold exactly the repository's files. Files whose content is
 * unchanged are left alone, so Gatsby's cache sees them unchanged.
 */
export function syncWorkingCopy(root: string, copy = workingCopyPath(root)): SyncOutcome {
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
  for (const file of copyFiles(copy)) {
    if (wanted.has(file)) continue;
    rmSync(path.join(copy, file), { force: true });
    removed += 1;
  }
  const modules = path.join(copy, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(root, "node_modules"), modules, "dir");
  // A first run starts from the repository's Gatsby cache, when it has one: most modules are already built there.
  const cache = path.join(copy, "site", ".cache");
  const seededCache = !existsSync(cache) && existsSync(path.join(root, "site", ".cache"));
  if (seededCache) cpSync(path.join(root, "site", ".cache"), cache, { recursive: true });
  return { copy, copied, removed, seededCache };
}
