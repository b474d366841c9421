import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type AccessibilityViolation,
  describeViolations,
  EXPERIMENTAL_WCAG_RULES,
  WCAG_TAGS,
} from "@mmcb/harness/accessibility";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

export { type AccessibilityViolation, describeViolations, EXPERIMENTAL_WCAG_RULES, WCAG_TAGS };

/**
 * The accessibility audit of the suite: axe-core with the WCAG 2.0 and 2.1
 * A and AA rules, none disabled. What a screen-reader or keyboard user would
 * trip over is a failure like any other.
 *
 * axe runs in an isolated world of the page (as a browser extension would):
 * it sees the same document, but keeps the browser's own timers. In the
 * page's world the clock is virtual and paused, and axe hands every rule's
 * result on through a timer, so there it would wait forever; and the page's
 * timers (the location modal's 5 seconds) must not move while it works.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WORLD_NAME = "accessibility-audit";

/** The violations of the page as it is now (open panels and dialogs included). */
export async function auditAccessibility(page: Page): Promise<AccessibilityViolation[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await session.send("Page.getFrameTree");
    const { executionContextId } = await session.send("Page.createIsolatedWorld", {
      frameId: frameTree.frame.id,
      worldName: WORLD_NAME,
    });
    await session.send("Runtime.evaluate", { expression: AXE_SOURCE, contextId: executionContextId });
    const options = JSON.stringify({
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
      // Only violations are read: axe then details one node of each passed or inapplicable rule instead
      // of every one, which took a tenth to a fifth of each audit (every rule still runs on every node).
      resultTypes: ["violations"],
    });
    const { result, exceptionDetails } = await session.send("Runtime.evaluate", {
      expression: `axe.run(document, ${options}).then((results) => JSON.stringify(results.violations))`,
      contextId: executionContextId,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`axe could not run: ${exceptionDetails.exception?.description ?? ""}`);
    const violations = JSON.parse(String(result.value)) as Result[];
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: `${violation.help} (${violation.helpUrl})`,
      where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.html.slice(0, 160)}`),
    }));
  } finally {
    await session.detach();
  }
}
