import { Then } from "@cucumber/cucumber";
import { auditAccessibility, describeViolations } from "../support/accessibility";
import type { SiteWorld } from "../support/world";

/** Accessibility of what the visitor sees now, by axe's WCAG 2.0/2.1 A and AA rules (decision A11Y-1). */

Then("the page has no accessibility violations", async function (this: SiteWorld) {
  const violations = await auditAccessibility(this.page);
  if (violations.length > 0) {
    throw new Error(
      `${violations.length} accessibility rule(s) broken at ${this.page.url()}:\n${describeViolations(violations)}`,
    );
  }
});
