import { isScriptFile, repositoryImports } from "../imports/module-imports";
import { needsSiteBuild, type RuleBreak } from "./rule-breaks";

/**
 * The order the rule breaks run in, chosen for the builds they need.
 *
 * A change to a module that gatsby-node or gatsby-config imports makes the
 * next build nearly cold: webpack redoes both its stages (46–50 s on this
 * machine, against about 20 s for a change elsewhere; README, "Measured
 * power"). A break in one of those modules pays that twice, once when applied
 * and once more when the next break's build takes the module back. Run together, last, each such break pays it once: its
 * build also takes back the one before it, and nothing follows the last.
 * The server's breaks, which need no build, run first.
 */

const GATSBY_BUILD_FILES = ["site/gatsby-node.ts", "site/gatsby-config.ts"];

/** The repository's files (relative, `/`-separated) that gatsby-node and gatsby-config import, themselves included. */
export function gatsbyBuildModules(root: string): Set<string> {
  const reached = new Set<string>();
  const queue = [...GATSBY_BUILD_FILES];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    if (isScriptFile(file)) queue.push(...repositoryImports(root, file));
  }
  return reached;
}

/** The breaks in running order: the server's, then the site's, then those that make Gatsby start cold. */
export function breakOrder<T extends Pick<RuleBreak, "file">>(
  rules: readonly T[],
  coldBuild: ReadonlySet<string>,
): T[] {
  const rank = (rule: T) => (!needsSiteBuild(rule) ? 0 : coldBuild.has(rule.file) ? 2 : 1);
  // Array.prototype.sort is stable: within a rank, the file's order stays.
  return [...rules].sort((a, b) => rank(a) - rank(b));
}
