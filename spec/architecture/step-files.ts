/**
 * How a step file is read for the one-liner rule (issue 50): a step definition
 * hands over to one task or asks one question of the screenplay layer
 * (spec/support/screenplay), so it names no browser: no page, no role query,
 * no locator, no script run in the page, no import of the browser library.
 */

/** One use of the browser in a step file. */
export interface BrowserUse {
  file: string;
  line: number;
  /** What was used: `page`, `getByRole`, `locator`, `evaluate` or `playwright`. */
  kind: string;
  text: string;
}

/** Each way a step file can reach the browser itself, named. */
const USES: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  // `this.page`, `world.page`, a destructured `{ page }` or a `page.` call: the page itself.
  // (Not a file's name: "every-page.feature", "page-data/page.json".)
  { kind: "page", pattern: /\.page\b|(?<![\w/.-])page\??\.[A-Za-z_$]|\{\s*page\s*[,}]/ },
  { kind: "getByRole", pattern: /\bgetByRole\b/ },
  // A Locator's type or a `.locator(…)` call alike.
  { kind: "locator", pattern: /\blocator\b/i },
  { kind: "evaluate", pattern: /\bevaluate(All)?\b/ },
  { kind: "playwright", pattern: /["'](@playwright\/test|playwright-core|playwright)["']/ },
  // The engine behind the browsing ability (spec/support/screenplay/playwright) is no step's business either.
  { kind: "engine", pattern: /screenplay\/playwright\// },
];

/** The largest a step file may grow: past it, its domain wants splitting. */
export const MAX_STEP_FILE_LINES = 250;

/** Every use of the browser in the text of a step file, line by line (a line may hold several). */
export function browserUses(file: string, text: string): BrowserUse[] {
  return text.split("\n").flatMap((line, index) =>
    USES.filter(({ pattern }) => pattern.test(line)).map(({ kind }) => ({
      file,
      line: index + 1,
      kind,
      text: line.trim(),
    })),
  );
}

/** How a use is named in a failure: where, what, and the line itself. */
export function describeUse(use: BrowserUse): string {
  return `${use.file}:${use.line} ${use.kind}: ${use.text}`;
}

/** The number of lines of a text (a final newline does not start one). */
export function lineCount(text: string): number {
  return text.replace(/\n$/, "").split("\n").length;
}
