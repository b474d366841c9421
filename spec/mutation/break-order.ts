import type { RuleBreak } from "@mmcb/harness";
import { needsSiteBuild } from "./site-build-need";

/**
 * The order the rule breaks run in: the server's first, which need no build
 * and so run against the copies' unbroken sites, then the site's, in the
 * file's order.
 *
 * Until 2026-11-26 the breaks in modules that gatsby-node imports ran last,
 * together: each made webpack drop its whole cache (46–50 s builds against
 * about 20 s). The site's webpack settings now keep the compiled gatsby files
 * out of webpack's build dependencies (site/plugins/webpack-settings), and
 * those breaks build like any other.
 */
export function breakOrder<T extends Pick<RuleBreak, "file">>(rules: readonly T[]): T[] {
  const rank = (rule: T) => (needsSiteBuild(rule) ? 1 : 0);
  // Array.prototype.sort is stable: within a rank, the file's order stays.
  return [...rules].sort((a, b) => rank(a) - rank(b));
}
