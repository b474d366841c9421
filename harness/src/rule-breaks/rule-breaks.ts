import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { CONFIG } from "../config";

/**
 * Rule breaks: each one a small change to the implementation that breaks one
 * clause in a way a visitor would notice. They are data (`paths.ruleBreaks` of
 * the configuration); the project's runner applies each to a copy of the
 * repository and runs the checks of its clause, which must fail.
 */

/** The list's file, from the project's root. */
export const RULE_BREAKS_FILE = path.relative(CONFIG.root, CONFIG.paths.ruleBreaks);

const folderList = (folders: readonly string[]) => folders.map((folder) => `${folder}/`).join(", ");

/** A rule break's schema, for a project whose implementation lives in `folders`. */
export const ruleBreakSchema = (folders: readonly string[]) =>
  z.strictObject({
    /** Stable, kebab-case: what is broken ("footer-keeps-recall-on-launch"). */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
    /** The clause it breaks; the runner runs the scenarios tagged `@clause:{clause}`. */
    clause: z.string().regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/, "a clause id such as AREA-2"),
    /** The file changed, from the repository's root: never the spec's own. */
    file: z
      .string()
      .regex(/^[\w./-]+$/)
      .refine((file) => folders.some((folder) => file.startsWith(`${folder}/`)), `a file of ${folderList(folders)}`),
    /** Text that occurs exactly once in the file… */
    search: z.string().min(1),
    /** …and what it becomes. */
    replace: z.string(),
    /** What a visitor (or the analyst, or the API's client) would notice. */
    noticed: z.string().min(10),
  });

export const RuleBreakSchema = ruleBreakSchema(CONFIG.breakableFolders);
export type RuleBreak = z.infer<typeof RuleBreakSchema>;

/** The list's schema: ids once each, every break changing something. */
export const ruleBreakFileSchema = (folders: readonly string[]) =>
  z
    .array(ruleBreakSchema(folders))
    .min(1)
    .superRefine((breaks, context) => {
      const seen = new Set<string>();
      breaks.forEach((each, index) => {
        if (seen.has(each.id)) context.addIssue({ code: "custom", path: [index, "id"], message: `"${each.id}" twice` });
        seen.add(each.id);
        if (each.search === each.replace) {
          context.addIssue({ code: "custom", path: [index, "replace"], message: "changes nothing" });
        }
      });
    });

export const RuleBreakFileSchema = ruleBreakFileSchema(CONFIG.breakableFolders);

/** The rule breaks of a repository, checked with their schema; the message names the entry and field at fault. */
export function readRuleBreaks(
  root: string,
  file = RULE_BREAKS_FILE,
  folders: readonly string[] = CONFIG.breakableFolders,
): RuleBreak[] {
  const result = ruleBreakFileSchema(folders).safeParse(parse(readFileSync(path.join(root, file), "utf8")));
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `[${issue.path.join(".")}] ${issue.message}`);
  throw new Error(`${file} is not valid: ${issues.join("; ")}`);
}

/** A clause's group: its id's prefix ("AREA" of "AREA-2"). */
export function clauseGroup(clause: string): string {
  return clause.replace(/-[^-]+$/, "");
}

/** How often `search` occurs in a text (non-overlapping). */
export function occurrences(text: string, search: string): number {
  return text.split(search).length - 1;
}

/** Why a rule break cannot be applied to a file's text, or undefined when it can. */
export function whyNotApplicable(rule: Pick<RuleBreak, "search">, text: string | undefined): string | undefined {
  if (text === undefined) return "the file does not exist";
  const count = occurrences(text, rule.search);
  if (count === 0) return "the text to change is not in the file (it moved or changed: update the rule break)";
  if (count > 1) return `the text to change occurs ${count} times: make it unique`;
  return undefined;
}

/** The file's text with the rule broken; throws when the break does not apply. */
export function broken(rule: Pick<RuleBreak, "search" | "replace">, text: string): string {
  const reason = whyNotApplicable(rule, text);
  if (reason) throw new Error(reason);
  // A function, so `$&` and friends in the replacement stay as written.
  return text.replace(rule.search, () => rule.replace);
}
