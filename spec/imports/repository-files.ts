import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The repository's files as git sees them: tracked, or new and not ignored
 * (so a scratch folder, a build or Stryker's sandboxes are left out), that
 * exist in the work tree, relative to its root; under `paths` when given.
 * Throws when the root is no git work tree.
 */
export function repositoryFiles(root: string, paths: readonly string[] = []): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...paths], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split("\0").filter((file) => file !== "" && existsSync(path.join(root, file)));
}
