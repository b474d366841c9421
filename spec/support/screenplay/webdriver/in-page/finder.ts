/**
 * Runs in the page (bundled by page-scripts.ts): finds the elements a target names, as Playwright's
 * `getByRole`, `getByText`, `getByLabel` and `locator` do, for the WebDriver engine, which has only CSS
 * and XPath of its own.
 *
 * Roles and accessible names come from dom-accessibility-api (the W3C algorithms, as Testing Library
 * uses them) rather than a finder of our own: the accessible name alone (labels, aria-labelledby,
 * the text of descendants, alt texts, titles) is a long algorithm whose edge cases a hand-rolled copy
 * would get wrong in ways that show only on WebKit. Where that library and Playwright differ on an
 * implicit role, the difference is written here (`roleOf`).
 */
import { computeAccessibleName, getRole } from "dom-accessibility-api";

/** A pattern as it crosses into the page: its source and flags. */
export interface SentPattern {
  source: string;
  flags: string;
}

export type SentText = string | SentPattern;

/** A target (page-element.ts) as it crosses into the page. */
export type SentTarget =
  | { role: string; name?: SentText; exact?: boolean; includeHidden?: boolean; level?: number }
  | { text: SentText; exact?: boolean }
  | { label: string }
  | { css: string };

/** One step from a set of elements to another. */
export type QueryStep =
  | { find: SentTarget }
  | { first: true }
  | { nth: number }
  | { visible: true }
  | { withText: SentText }
  | { or: QueryStep[] };

function normalised(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function patternOf(sent: SentPattern): RegExp {
  return new RegExp(sent.source, sent.flags);
}

/** Whether a text matches: a pattern anywhere; a string whole and with its case, or (not exact) within it, any case. */
function matches(text: string, wanted: SentText, exact: boolean): boolean {
  const seen = normalised(text);
  if (typeof wanted !== "string") return patternOf(wanted).test(seen);
  if (exact) return seen === normalised(wanted);
  return seen.toLowerCase().includes(normalised(wanted).toLowerCase());
}

/** Landmarks inside these are no landmarks of the page (HTML-AAM): a header in an article is generic. */
const SECTIONING = "article, aside, main, nav, section";

/** The role of an element, as Playwright reads it where dom-accessibility-api reads it otherwise. */
function roleOf(element: Element): string | null {
  const role = getRole(element);
  const explicit = element.getAttribute("role");
  if (explicit) return role;
  const tag = element.localName;
  // HTML's <search> (2023) is the search landmark; dom-accessibility-api 0.7 predates it.
  if (tag === "search") return "search";
  if ((tag === "header" || tag === "footer") && element.parentElement?.closest(SECTIONING)) return null;
  // A section or a form is a landmark only when named.
  if ((tag === "section" || tag === "form") && computeAccessibleName(element) === "") return null;
  return role;
}

/** Whether an element is drawn: it has a size and is not hidden (Playwright's `isVisible`). */
export function isShown(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.visibility !== "visible") return false;
  if (style.display === "contents") return [...element.children].some(isShown);
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.checkVisibility();
}

/** Whether an element is out of the accessibility tree: aria-hidden, not rendered, or invisible. */
function isHiddenFromAssistiveTechnology(element: Element): boolean {
  if (element.closest("[aria-hidden=true]")) return true;
  if (!element.checkVisibility()) return true;
  return getComputedStyle(element).visibility !== "visible";
}

function headingLevel(element: Element): number {
  const level = Number(element.getAttribute("aria-level"));
  if (Number.isInteger(level) && level > 0) return level;
  const fromTag = /^h([1-6])$/.exec(element.localName);
  return fromTag ? Number(fromTag[1]) : 2;
}

/** The texts a form control is labelled by: its label elements, aria-labelledby, aria-label. */
function labelsOf(element: Element): string[] {
  const texts: string[] = [];
  const labels = (element as HTMLInputElement).labels;
  if (labels) for (const label of labels) texts.push(label.textContent ?? "");
  for (const id of (element.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean)) {
    texts.push(element.ownerDocument.getElementById(id)?.textContent ?? "");
  }
  const ariaLabel = element.getAttribute("aria-label");
  if (ariaLabel !== null) texts.push(ariaLabel);
  return texts;
}

/** What never holds text a visitor reads. */
const NO_TEXT = new Set(["script", "style", "noscript", "template", "head", "title", "meta", "link"]);

/** The text of an element as getByText reads it: a button's value for an input button. */
function textOf(element: Element): string {
  if (element instanceof HTMLInputElement && ["button", "submit", "reset"].includes(element.type)) return element.value;
  return element.textContent ?? "";
}

function descendants(scope: ParentNode): Element[] {
  return [...scope.querySelectorAll("*")];
}

function byTarget(scope: ParentNode, target: SentTarget): Element[] {
  if ("css" in target) return [...scope.querySelectorAll(target.css)];
  if ("label" in target) {
    return descendants(scope).filter((element) =>
      labelsOf(element).some((label) => normalised(label) === normalised(target.label)),
    );
  }
  if ("text" in target) {
    const exact = target.exact ?? true;
    // The innermost elements whose text matches: a paragraph, not the body around it. As Playwright's text
    // engine, the scope itself counts: `<strong>Sport</strong>` holds "Sport" though nothing inside it does.
    const candidates = scope instanceof Element ? [scope, ...descendants(scope)] : descendants(scope);
    const found = candidates.filter(
      (element) => !NO_TEXT.has(element.localName) && matches(textOf(element), target.text, exact),
    );
    const hits = new Set(found);
    return found.filter((element) => ![...element.children].some((child) => hits.has(child)));
  }
  const { role, name, exact = true, includeHidden = false, level } = target;
  return descendants(scope).filter((element) => {
    if (roleOf(element) !== role) return false;
    if (!includeHidden && isHiddenFromAssistiveTechnology(element)) return false;
    if (level !== undefined && headingLevel(element) !== level) return false;
    return name === undefined || matches(computeAccessibleName(element), name, exact);
  });
}

/** Puts elements in the order of the document, each once. */
function inDocumentOrder(elements: Element[]): Element[] {
  return [...new Set(elements)].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/** The elements a query finds now. */
export function resolve(query: readonly QueryStep[]): Element[] {
  let found = null as Element[] | null;
  for (const step of query) {
    if ("find" in step) {
      const scopes: ParentNode[] = found ?? [document];
      found = inDocumentOrder(scopes.flatMap((scope) => byTarget(scope, step.find)));
    } else if ("or" in step) {
      found = inDocumentOrder([...(found ?? []), ...resolve(step.or)]);
    } else if ("first" in step) {
      found = (found ?? []).slice(0, 1);
    } else if ("nth" in step) {
      found = (found ?? []).slice(step.nth, step.nth + 1);
    } else if ("visible" in step) {
      found = (found ?? []).filter(isShown);
    } else {
      found = (found ?? []).filter((element) => matches(element.textContent ?? "", step.withText, false));
    }
  }
  return found ?? [];
}
