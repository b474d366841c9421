/**
 * The accessibility rules: axe-core with the WCAG 2.0 and 2.1 A and AA rules, none disabled. The
 * living documentation is held to them, and a project's scenarios may hold its pages to the same.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/**
 * Rules of WCAG 2.1 that axe still calls experimental and leaves out of its
 * tags, switched on as well: "label in name" (2.5.3), that a control's
 * accessible name holds the text it shows, so a visitor who speaks to the page
 * can say what they see.
 */
export const EXPERIMENTAL_WCAG_RULES = ["label-content-name-mismatch"] as const;

/** One rule broken, in words a reader of the report can act on. */
export interface AccessibilityViolation {
  rule: string;
  impact: string;
  help: string;
  /** The first offending elements, as CSS paths with their markup. */
  where: string[];
}

/** A report of the violations, one paragraph per rule. */
export function describeViolations(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map((v) => [`- ${v.rule} (${v.impact}): ${v.help}`, ...v.where.map((where) => `    ${where}`)].join("\n"))
    .join("\n");
}
