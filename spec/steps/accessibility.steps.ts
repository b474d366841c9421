import { Then } from "@cucumber/cucumber";
import { describeViolations } from "../support/accessibility";
import { expect } from "../support/expect";
import { TheAccessibilityViolations } from "../support/screenplay/navigation";
import type { SiteWorld } from "../support/world";

/** Accessibility of what the visitor sees now, by axe's WCAG 2.0/2.1 A and AA rules (decision A11Y-1). */

Then("the page has no accessibility violations", async function (this: SiteWorld) {
  const { at, violations } = await this.visitor.asks(TheAccessibilityViolations());
  expect(violations, `accessibility rules broken at ${at}:\n${describeViolations(violations)}`).toEqual([]);
});
