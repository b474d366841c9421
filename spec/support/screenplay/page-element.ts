/**
 * Elements of the page as a visitor (and assistive technology) finds them, in
 * terms no browser library owns: by their role and accessible name, by their
 * text, or, for what has no role (a document's head), by a CSS selector. An
 * engine (playwright/, or a W3C WebDriver one) resolves them; tasks and
 * questions only describe them.
 */

/** How an element is found, within the page or within another element. */
export type Target =
  | {
      /** An ARIA role: "button", "dialog", "banner"… */
      role: string;
      /** Its accessible name, as text (whole, unless `exact` is false) or as a pattern. */
      name?: string | RegExp;
      /** Whether a text name must match whole and with its case; true unless said otherwise. */
      exact?: boolean;
      /** Whether elements hidden from the accessibility tree count too. */
      includeHidden?: boolean;
      /** A heading's level. */
      level?: number;
    }
  | { text: string | RegExp; exact?: boolean }
  /** A form control by the text of its label, whole. */
  | { label: string }
  | { css: string };

/** Where an element is drawn, in CSS pixels from the window's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The elements a target finds, found afresh each time they are read or acted
 * on (a page re-renders). Actions wait until the element can take them, as a
 * visitor waits for what they are about to click to show.
 */
export interface PageElement {
  /** The elements a target finds inside this one. */
  find(target: Target): PageElement;
  /** These elements or those, whichever the page has. */
  or(other: PageElement): PageElement;
  /** The first of the elements found. */
  first(): PageElement;
  /** Only those of the elements that are shown. */
  visible(): PageElement;
  /** Only those of the elements whose text holds this (or matches it). */
  withText(text: string | RegExp): PageElement;
  /** Each of the elements found, one by one. */
  all(): Promise<PageElement[]>;

  count(): Promise<number>;
  isVisible(): Promise<boolean>;
  /** Whether it has the focus. */
  isFocused(): Promise<boolean>;
  attribute(name: string): Promise<string | null>;
  /** Its text as the page holds it (textContent), trimmed. */
  text(): Promise<string>;
  /** Where it is drawn; null when it is not. */
  box(): Promise<Box | null>;
  isEnabled(): Promise<boolean>;
  /** Whether a checkbox is ticked. */
  isChecked(): Promise<boolean>;
  /** Whether some of it is inside the window. */
  isInWindow(): Promise<boolean>;
  /** The share of it (0 to 1) inside the window, as the browser works out what is in view. */
  shareInWindow(): Promise<number>;
  /** Whether a click at its middle would reach it: shown, steady, enabled, not covered by something else. */
  isClickable(): Promise<boolean>;

  click(): Promise<void>;
  /** Scrolls the page until it is in view, as a visitor would before looking at it. */
  scrollIntoView(): Promise<void>;
  hover(): Promise<void>;
  focus(): Promise<void>;
  doubleClick(): Promise<void>;
  /** Ticks a checkbox. */
  check(): Promise<void>;
  /** Puts a whole text in a field at once, as a paste or the browser's autofill does (one input event). */
  fill(text: string): Promise<void>;
  /** Types a text key by key. */
  type(text: string): Promise<void>;
  /** Chooses the option of a list by its text. */
  choose(option: string): Promise<void>;
  press(key: string): Promise<void>;

  /**
   * Runs a function in the page with the (first) element, and answers what it returns. The function is
   * sent as its text, as every engine sends scripts: it may use only its argument and the page's globals.
   */
  run<Result, Argument = undefined>(
    script: (element: Element, argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result>;
  /** Runs a function in the page with every element found. */
  runOnAll<Result, Argument = undefined>(
    script: (elements: Element[], argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result>;
}
