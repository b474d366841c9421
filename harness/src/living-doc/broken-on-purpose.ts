import path from "node:path";
import { CONFIG, type ResolvedConfig } from "../config";
import { type Catch, readLastCatches, scenarioLocation } from "../rule-breaks/last-catches";
import { type RuleBreak, readRuleBreaks } from "../rule-breaks/rule-breaks";

/**
 * The rule breaks of each clause as the living documentation shows them: a
 * product owner reads, under a rule, the ways it was broken on purpose, what a
 * visitor would have noticed, and which check failed on it. A rule with checks
 * that no break ever made fail is proven only as far as those checks can fail.
 */

export interface DocBreak {
  rule: RuleBreak;
  /** How its last run caught it (`paths.lastCatches` of the configuration); none when it was not caught, or never ran. */
  caught?: Catch;
  /** Where the scenario that caught it is written now, `features/x.feature:12`. */
  caughtAt?: string;
}

/** Every rule break of a project with how it was last caught, in the list's order. */
export function readBrokenOnPurpose(
  config: Pick<ResolvedConfig, "root" | "paths" | "breakableFolders"> = CONFIG,
): DocBreak[] {
  const { root, paths } = config;
  const catches = readLastCatches(root, path.relative(root, paths.lastCatches));
  const breaks = readRuleBreaks(root, path.relative(root, paths.ruleBreaks), config.breakableFolders);
  return breaks.map((rule) => {
    const caught = catches[rule.id];
    if (!caught) return { rule };
    const caughtAt = caught.by === "scenario" ? scenarioLocation(root, caught) : undefined;
    return caughtAt ? { rule, caught, caughtAt } : { rule, caught };
  });
}
