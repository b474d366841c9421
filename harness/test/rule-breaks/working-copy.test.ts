import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { LANES, syncWorkingCopy, workingCopyPath } from "../../src/rule-breaks/working-copy";

/** As a Gatsby site's copies keep theirs: the build and its cache, the cache seeded once. */
const KEEPING = { keeps: ["site/.cache", "site/public"], seeds: ["site/.cache"] };

/** A small git repository: two sources, an ignored build folder, node_modules. */
function repository(): string {
  const root = mkdtempSync(path.join(tmpdir(), "rule-breaks-repo-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(".gitignore", "node_modules/\nsite/.cache/\n");
  write("site/src/a.ts", "export const a = 1;\n");
  write("server/b.ts", "export const b = 2;\n");
  write("site/.cache/webpack.pack", "cache");
  mkdirSync(path.join(root, "node_modules"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "."], { cwd: root });
  return root;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("syncWorkingCopy", () => {
  test("copies the repository's files, links its node_modules and seeds the cache it is told of once", () => {
    const root = repository();
    const copy = path.join(root, "..", `${path.basename(root)}-copy`);
    made.push(root, copy);
    const first = syncWorkingCopy(root, copy, KEEPING);
    expect(first).toMatchObject({ copied: 3, removed: 0, seededCache: true });
    expect(readFileSync(path.join(copy, "site/src/a.ts"), "utf8")).toBe("export const a = 1;\n");
    expect(existsSync(path.join(copy, "node_modules"))).toBe(true);
    expect(readFileSync(path.join(copy, "site/.cache/webpack.pack"), "utf8")).toBe("cache");
  });

  test("brings the copy level again: a broken file is restored, a file gone is removed, unchanged files are untouched", () => {
    const root = repository();
    const copy = path.join(root, "..", `${path.basename(root)}-copy`);
    made.push(root, copy);
    syncWorkingCopy(root, copy, KEEPING);
    const untouched = statSync(path.join(copy, "server/b.ts")).mtimeMs;
    writeFileSync(path.join(copy, "site/src/a.ts"), "export const a = 2; // a rule break left behind\n");
    writeFileSync(path.join(copy, "site/src/stale.ts"), "old");
    writeFileSync(path.join(copy, "site/.cache/more"), "kept");
    const again = syncWorkingCopy(root, copy, KEEPING);
    expect(again).toMatchObject({ copied: 1, removed: 1, seededCache: false });
    expect(readFileSync(path.join(copy, "site/src/a.ts"), "utf8")).toBe("export const a = 1;\n");
    expect(existsSync(path.join(copy, "site/src/stale.ts"))).toBe(false);
    expect(existsSync(path.join(copy, "site/.cache/more"))).toBe(true);
    expect(statSync(path.join(copy, "server/b.ts")).mtimeMs).toBe(untouched);
  });
});

describe("workingCopyPath", () => {
  test("is one folder per repository, in the system's temporary folder", () => {
    expect(workingCopyPath("/work/a", "site")).not.toBe(workingCopyPath("/work/b", "site"));
    expect(workingCopyPath("/work/a", "site")).toBe(workingCopyPath("/work/a/", "site"));
    expect(path.dirname(workingCopyPath("/work/a", "site"))).toBe(tmpdir());
  });

  test("gives each lane its own copy, the first under the name a single copy had", () => {
    const [first, second] = LANES.map((lane) => workingCopyPath("/work/a", "site", lane));
    expect(first).toBe(workingCopyPath("/work/a", "site"));
    expect(second).not.toBe(first);
    expect(path.dirname(second ?? "")).toBe(tmpdir());
    expect(LANES.map((lane) => workingCopyPath("/work/b", "site", lane))).not.toContain(second);
  });
});
