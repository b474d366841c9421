import { ACTION_TIMEOUT_MS } from "../../settings";
import type { Box, PageElement, Target } from "../page-element";
import type { QueryStep, SentTarget, SentText } from "./in-page/finder";
import { type ElementReference, WebDriverError } from "./webdriver-client";
import type { WebDriverPage } from "./webdriver-page";

/** A text or a pattern as it crosses into the page (a RegExp does not survive JSON). */
function sentText(text: string | RegExp): SentText {
  return typeof text === "string" ? text : { source: text.source, flags: text.flags };
}

function sentTarget(target: Target): SentTarget {
  if ("role" in target) {
    const { name, ...rest } = target;
    return name === undefined ? rest : { ...rest, name: sentText(name) };
  }
  if ("text" in target) return { ...target, text: sentText(target.text) };
  return target;
}

/** WebDriver's answers that mean "not yet": the element is covered, not drawn yet, or its document went. */
const NOT_YET = new Set([
  "element click intercepted",
  "element not interactable",
  "stale element reference",
  "no such element",
]);

/** WebDriver's refusals of a click that a click at the element's middle may still reach it past. */
const CLICK_REFUSED = new Set(["element click intercepted", "element not interactable"]);

/** The elements the page found, as `run` sees them in the page. */
const FOUND = "const found = finder.resolve(args.query);";

/**
 * Elements of the page as the WebDriver engine finds them: a query (page-element.ts's targets, in
 * order) resolved afresh in the page each time, by the finder the engine puts there
 * (in-page/finder.ts). As Playwright's locators do, an action waits until exactly one element is
 * found and can take it, and fails naming the query when there are several.
 */
export class WebDriverElement implements PageElement {
  constructor(
    private readonly page: WebDriverPage,
    readonly query: readonly QueryStep[],
  ) {}

  private narrowed(step: QueryStep): WebDriverElement {
    return new WebDriverElement(this.page, [...this.query, step]);
  }

  find(target: Target): PageElement {
    return this.narrowed({ find: sentTarget(target) });
  }

  or(other: PageElement): PageElement {
    if (!(other instanceof WebDriverElement)) throw new Error("Elements of two engines cannot be joined.");
    return this.narrowed({ or: [...other.query] });
  }

  first(): PageElement {
    return this.narrowed({ first: true });
  }

  visible(): PageElement {
    return this.narrowed({ visible: true });
  }

  withText(text: string | RegExp): PageElement {
    return this.narrowed({ withText: sentText(text) });
  }

  async all(): Promise<PageElement[]> {
    const count = await this.count();
    return Array.from({ length: count }, (_, index) => this.narrowed({ nth: index }));
  }

  /** Describes the query in a failure, as the steps named it. */
  private describe(): string {
    return JSON.stringify(this.query);
  }

  /** Runs a body in the page with `found` (the elements found now) in scope. */
  private inPage<Result>(body: string, args: Record<string, unknown> = {}): Promise<Result> {
    return this.page.run<Result>(`${FOUND}\n${body}`, { ...args, query: this.query });
  }

  count(): Promise<number> {
    return this.inPage("return found.length;");
  }

  /** Whether the (one) element is drawn; false when none is found, as Playwright's isVisible. */
  isVisible(): Promise<boolean> {
    return this.inPage(`${this.strictly()}\nreturn found.length === 1 && finder.isShown(found[0]);`);
  }

  /** Fails (in the page) when several elements are found where one is meant. */
  private strictly(): string {
    return `if (found.length > 1) throw new Error("strict mode: " + found.length + " elements found for ${this.describe().replace(/["\\]/g, "\\$&")}");`;
  }

  async isFocused(): Promise<boolean> {
    return this.inPage("return found.length > 0 && found[0] === document.activeElement;");
  }

  attribute(name: string): Promise<string | null> {
    return this.withOne((element, attribute) => element.getAttribute(attribute), name);
  }

  async text(): Promise<string> {
    return ((await this.withOne((element) => element.textContent)) ?? "").trim();
  }

  box(): Promise<Box | null> {
    return this.withOne((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width === 0 && rect.height === 0
        ? null
        : { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
  }

  isEnabled(): Promise<boolean> {
    return this.withOne((element) => !element.matches(":disabled") && element.getAttribute("aria-disabled") !== "true");
  }

  isChecked(): Promise<boolean> {
    return this.withOne((element) =>
      element instanceof HTMLInputElement ? element.checked : element.getAttribute("aria-checked") === "true",
    );
  }

  async isInWindow(): Promise<boolean> {
    return (await this.shareInWindow()) > 0;
  }

  shareInWindow(): Promise<number> {
    // As the browser itself tells what is in view: an observer's first report.
    return this.withOne(
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

  /**
   * Whether a click at its middle would reach it: one element, drawn, enabled, and the topmost there
   * (what Playwright's trial click checks; steadiness is left out, there being no frames to compare).
   */
  async isClickable(): Promise<boolean> {
    try {
      return await this.withOne((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || element.matches(":disabled")) return false;
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && (top === element || element.contains(top));
      });
    } catch {
      return false;
    }
  }

  /** The (one) element's WebDriver reference, once exactly one is found; waits as Playwright's actions do. */
  private async reference({ shown }: { shown: boolean }): Promise<ElementReference> {
    return this.retrying(() =>
      this.inPage<ElementReference | null>(
        `${this.strictly()}\nif (found.length === 0) return null;\nif (args.shown && !finder.isShown(found[0])) return null;\nreturn found[0];`,
        { shown },
      ),
    );
  }

  /** Tries until the attempt answers something (not null) and WebDriver does not say "not yet". */
  private async retrying<Result>(attempt: () => Promise<Result | null>): Promise<Result> {
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    let last: unknown;
    for (;;) {
      try {
        const result = await attempt();
        if (result !== null) return result;
      } catch (error) {
        if (!(error instanceof WebDriverError) || !NOT_YET.has(error.code)) throw error;
        last = error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `Waited ${ACTION_TIMEOUT_MS} ms for ${this.describe()}${last ? `: ${(last as Error).message}` : ": none found"}.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Acts on the one element once it is shown: WebDriver scrolls it into view and checks what it would hit. */
  private async act(action: (element: ElementReference) => Promise<void>): Promise<void> {
    await this.retrying(async () => {
      await action(await this.reference({ shown: true }));
      return true;
    });
    await this.page.noteAddress();
  }

  /**
   * Clicks it. WebDriver refuses a click whose middle another element would get, a control's own label
   * included (a checkbox drawn by its label); Playwright, as a visitor, clicks there all the same when
   * what is hit is the element, inside it or its label. So does this engine, at that point.
   */
  click(): Promise<void> {
    return this.act(async (element) => {
      try {
        await this.page.session.click(element);
      } catch (error) {
        if (!(error instanceof WebDriverError) || !CLICK_REFUSED.has(error.code)) throw error;
        const point = await this.pointThatReachesIt();
        if (!point) throw error;
        await this.page.clickAt(point.x, point.y);
      }
    });
  }

  /**
   * The middle of the (one) element, in view, when a click there reaches it or its label; null otherwise.
   * Where it is out of the window, or what is at its middle is something else (WebDriver scrolls an
   * element to the window's edge, under the site's sticky header), it is brought to the window's middle
   * first, as Playwright tries other scrolls of an element a click does not reach.
   */
  private pointThatReachesIt(): Promise<{ x: number; y: number } | null> {
    return this.withOne((element) => {
      const labels = [...((element as HTMLInputElement).labels ?? [])];
      const middle = () => {
        const box = element.getBoundingClientRect();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const inWindow = box.bottom >= 0 && box.top <= innerHeight && box.right >= 0 && box.left <= innerWidth;
        const hit = inWindow ? document.elementFromPoint(x, y) : null;
        const reaches =
          hit !== null &&
          (hit === element || element.contains(hit) || labels.some((label) => label === hit || label.contains(hit)));
        return reaches ? { x, y } : null;
      };
      const there = middle();
      if (there) return there;
      element.scrollIntoView({ block: "center", behavior: "instant" });
      return middle();
    });
  }

  /**
   * Scrolls it into view and lets the browser draw two frames there, as a visitor's scroll does: what
   * loads as it comes into view (a lazy picture) is asked for only once a frame is drawn with it in view.
   */
  async scrollIntoView(): Promise<void> {
    await this.withOne(
      (element) =>
        new Promise<void>((resolve) => {
          element.scrollIntoView({ block: "center", behavior: "instant" });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  }

  hover(): Promise<void> {
    return this.act((element) => this.page.hover(element));
  }

  async focus(): Promise<void> {
    await this.withOne((element) => (element as HTMLElement).focus());
  }

  doubleClick(): Promise<void> {
    return this.act((element) => this.page.doubleClick(element));
  }

  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
  }

  /**
   * Puts a whole text in the field at once, as Playwright's fill: the field's text selected and replaced
   * by one insertion (one input event), as a paste does.
   */
  async fill(text: string): Promise<void> {
    await this.reference({ shown: true });
    await this.withOne((element, value) => {
      const field = element as HTMLInputElement;
      field.focus();
      field.select();
      if (value === "") document.execCommand("delete");
      else document.execCommand("insertText", false, value);
      if (field.value !== value) {
        // A field execCommand does not reach: set its value as the browser would, and tell the page.
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
        setter?.call(field, value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }, text);
    await this.page.noteAddress();
  }

  async type(text: string): Promise<void> {
    await this.focus();
    await this.page.type(text);
  }

  /** Chooses an option by its text, as Playwright's selectOption: the choice, then input and change events. */
  async choose(option: string): Promise<void> {
    await this.reference({ shown: true });
    const chosen = await this.withOne((element, label) => {
      const select = element as HTMLSelectElement;
      const match = [...select.options].find((each) => each.label === label || each.text.trim() === label);
      if (!match) return false;
      select.value = match.value;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    }, option);
    if (!chosen) throw new Error(`No option "${option}" in ${this.describe()}.`);
  }

  async press(key: string): Promise<void> {
    await this.focus();
    await this.page.press(key);
  }

  /** Runs a function with the one element, once it is found (waiting for it, as Playwright's evaluate). */
  private async withOne<Result, Argument>(
    script: (element: Element, argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    await this.reference({ shown: false });
    const answer = await this.inPage<{ value: Result }>(
      `${this.strictly()}\nif (found.length === 0) throw new Error("none found");\nreturn { value: await (${script.toString()})(found[0], args.argument) };`,
      { argument: argument ?? null },
    );
    return answer.value;
  }

  run<Result, Argument = undefined>(
    script: (element: Element, argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    return this.withOne(script, argument);
  }

  async runOnAll<Result, Argument = undefined>(
    script: (elements: Element[], argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    const answer = await this.inPage<{ value: Result }>(
      `return { value: await (${script.toString()})(found, args.argument) };`,
      { argument: argument ?? null },
    );
    return answer.value;
  }
}
