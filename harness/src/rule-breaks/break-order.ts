import type { RuleBreak } from "./rule-breaks";

/**
 * The order the rule breaks run in: those that need no build first (a
 * server's), which run against the copies' unbroken sites, then those that
 * do, each in the file's order.
 */
export function breakOrder<T extends Pick<RuleBreak, "file">>(
  rules: readonly T[],
  needsBuild: (file: string) => boolean,
): T[] {
  const rank = (rule: T) => (needsBuild(rule.file) ? 1 : 0);
  // Array.prototype.sort is stable: within a rank, the file's order stays.
  return [...rules].sort((a, b) => rank(a) - rank(b));
}
