import type { Locator } from "playwright-core";
import { ACTION_TIMEOUT_MS } from "../../settings";
import type { Box, PageElement, Target } from "../page-element";

type AriaRole = Parameters<Locator["getByRole"]>[0];

/** Where a target is looked for: the page, or an element of it. */
type Scope = Pick<Locator, "getByRole" | "getByText" | "getByLabel" | "locator">;

/** The locator of a target within a scope: role queries as Playwright's own, which follow the accessibility tree. */
export function locate(scope: Scope, target: Target): Locator {
  if ("role" in target) {
    const { role, name, exact = true, includeHidden, level } = target;
    return scope.getByRole(role as AriaRole, {
      ...(name === undefined ? {} : { name }),
      ...(typeof name === "string" ? { exact } : {}),
      ...(includeHidden === undefined ? {} : { includeHidden }),
      ...(level === undefined ? {} : { level }),
    });
  }
  if ("text" in target) return scope.getByText(target.text, { exact: target.exact ?? true });
  if ("label" in target) return scope.getByLabel(target.label, { exact: true });
  return scope.locator(target.css);
}

/** An element of the page as Playwright finds it: a locator, found afresh each time. */
export class PlaywrightElement implements PageElement {
  constructor(readonly locator: Locator) {}

  find(target: Target): PageElement {
    return new PlaywrightElement(locate(this.locator, target));
  }

  or(other: PageElement): PageElement {
    if (!(other instanceof PlaywrightElement)) throw new Error("Elements of two engines cannot be joined.");
    return new PlaywrightElement(this.locator.or(other.locator));
  }

  first(): PageElement {
    return new PlaywrightElement(this.locator.first());
  }

  visible(): PageElement {
    return new PlaywrightElement(this.locator.visible());
  }

  withText(text: string | RegExp): PageElement {
    return new PlaywrightElement(this.locator.filter({ hasText: text }));
  }

  async all(): Promise<PageElement[]> {
    return (await this.locator.all()).map((each) => new PlaywrightElement(each));
  }

  count(): Promise<number> {
    return this.locator.count();
  }

  isVisible(): Promise<boolean> {
    return this.locator.isVisible();
  }

  isEnabled(): Promise<boolean> {
    return this.locator.isEnabled();
  }

  isChecked(): Promise<boolean> {
    return this.locator.isChecked();
  }

  async isFocused(): Promise<boolean> {
    if ((await this.locator.count()) === 0) return false;
    return this.locator.first().evaluate((element) => element === document.activeElement);
  }

  attribute(name: string): Promise<string | null> {
    return this.locator.getAttribute(name);
  }

  async text(): Promise<string> {
    return ((await this.locator.textContent()) ?? "").trim();
  }

  box(): Promise<Box | null> {
    return this.locator.boundingBox();
  }

  async isInWindow(): Promise<boolean> {
    return (await this.shareInWindow()) > 0;
  }

  shareInWindow(): Promise<number> {
    // As the browser itself tells what is in view: an observer's first report.
    return this.locator.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            observer.disconnect();
            resolve(entries[0]?.intersectionRatio ?? 0);
          });
          observer.observe(element);
        }),
    );
  }

  async isClickable(): Promise<boolean> {
    // A trial click checks what a real one would (shown, steady, enabled, not covered) without clicking.
    return this.locator.click({ trial: true, timeout: ACTION_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
  }

  click(): Promise<void> {
    return this.locator.click();
  }

  scrollIntoView(): Promise<void> {
    return this.locator.scrollIntoViewIfNeeded();
  }

  hover(): Promise<void> {
    return this.locator.hover();
  }

  focus(): Promise<void> {
    return this.locator.focus();
  }

  doubleClick(): Promise<void> {
    return this.locator.dblclick();
  }

  check(): Promise<void> {
    return this.locator.check();
  }

  fill(text: string): Promise<void> {
    return this.locator.fill(text);
  }

  type(text: string): Promise<void> {
    return this.locator.pressSequentially(text);
  }

  async choose(option: string): Promise<void> {
    await this.locator.selectOption({ label: option });
  }

  press(key: string): Promise<void> {
    return this.locator.press(key);
  }

  run<Result, Argument = undefined>(
    script: (element: Element, argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    // The engine's own typing of page functions (its "unboxed" arguments) is not the suite's concern.
    return this.locator.evaluate(script as never, argument as never) as Promise<Result>;
  }

  runOnAll<Result, Argument = undefined>(
    script: (elements: Element[], argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    return this.locator.evaluateAll(script as never, argument as never) as Promise<Result>;
  }
}
