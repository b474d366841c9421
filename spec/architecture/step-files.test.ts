import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { browserUses, describeUse, lineCount, MAX_STEP_FILE_LINES } from "./step-files";

/**
 * Step files are one-liners over the screenplay layer (issue 50): each step
 * definition performs one task or asks one question and states its
 * expectation, and only the browsing ability knows the browser. Read from the
 * sources as they are, so a step that reaches for the page fails `npm test`
 * naming its file and line.
 */

const STEPS = path.join(ROOT, "spec", "steps");

const stepFiles = readdirSync(STEPS)
  .filter((name) => name.endsWith(".ts"))
  .sort();
const textOf = (name: string) => readFileSync(path.join(STEPS, name), "utf8");

describe("the step files", () => {
  test("are read: there are step files", () => {
    expect(stepFiles.length).toBeGreaterThan(30);
  });

  test("use no page, role query, locator, script in the page or browser library", () => {
    const uses = stepFiles.flatMap((name) => browserUses(`spec/steps/${name}`, textOf(name)));
    expect(uses.map(describeUse)).toEqual([]);
  });

  test(`are each at most ${MAX_STEP_FILE_LINES} lines`, () => {
    const long = stepFiles
      .map((name) => ({ name, lines: lineCount(textOf(name)) }))
      .filter(({ lines }) => lines > MAX_STEP_FILE_LINES);
    expect(long.map(({ name, lines }) => `spec/steps/${name}: ${lines} lines`)).toEqual([]);
  });
});

/** The screenplay's tasks, questions and abilities, outside the engine that implements browsing. */
const SCREENPLAY = path.join(ROOT, "spec", "support", "screenplay");
const ENGINE = path.join(SCREENPLAY, "playwright");
const screenplayFiles = readdirSync(SCREENPLAY, { recursive: true, encoding: "utf8" })
  .map((name) => path.join(SCREENPLAY, name))
  .filter((file) => file.endsWith(".ts") && !file.startsWith(`${ENGINE}${path.sep}`));

describe("the screenplay layer", () => {
  test("knows the browser library only in the engine of its browsing ability", () => {
    expect(screenplayFiles.length).toBeGreaterThan(10);
    const uses = screenplayFiles.flatMap((file) =>
      browserUses(path.relative(ROOT, file), readFileSync(file, "utf8")).filter(
        ({ kind }) => kind === "playwright" || kind === "engine",
      ),
    );
    expect(uses.map(describeUse)).toEqual([]);
  });
});

describe("the reading of a step file", () => {
  const uses = (text: string) => browserUses("a.steps.ts", text).map(({ line, kind }) => `${line} ${kind}`);

  test("finds the page however it is reached, naming the line", () => {
    expect(uses("await this.page.goto(x);\nconst { page } = world;\nawait page.click();\nworld.page")).toEqual([
      "1 page",
      "2 page",
      "3 page",
      "4 page",
    ]);
  });

  test("finds role queries, locators, scripts in the page and the browser library", () => {
    expect(
      uses(
        'x.getByRole("link")\nimport type { Locator } from "playwright-core";\nel.evaluateAll(f)\nel.evaluate(f)\nimport { expect } from "@playwright/test";',
      ),
    ).toEqual(["1 getByRole", "2 locator", "2 playwright", "3 evaluate", "4 evaluate", "5 playwright"]);
    expect(uses('import { X } from "../support/screenplay/playwright/playwright-element";')).toEqual(["1 engine"]);
  });

  test("leaves a step that only names a task or a question alone", () => {
    expect(
      uses(
        'await visitor.attemptsTo(OpenThePage.at(path));\n// the visitor\'s pages and their paging, on the page.\nread("every-page.feature");\n',
      ),
    ).toEqual([]);
  });

  test("counts lines as an editor does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
