import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { codeReachedByTests, mutatedBy, NOT_RUN_BY_STRYKER, testInputsFingerprint } from "./stryker-fingerprint";
import strykerVitest from "./vitest.config";

const MUTATE = ["site/src/{rules,forms}/**/*.ts", "!site/src/forms/form-definitions.ts"];

describe("mutatedBy", () => {
  test("follows Stryker's globs, the ones starting with ! excluding", () => {
    const mutated = mutatedBy(MUTATE);
    expect(mutated("site/src/rules/clock.ts")).toBe(true);
    expect(mutated("site/src/forms/phone-editing.ts")).toBe(true);
    expect(mutated("site/src/forms/form-definitions.ts")).toBe(false);
    expect(mutated("site/src/catalogue/models.ts")).toBe(false);
  });
});

describe("testInputsFingerprint", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function repository(files: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
    execFileSync("git", ["init", "-q"], { cwd: root });
    write(files);
  }
  function write(files: Record<string, string>) {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
  }

  test("changes with what the tests read besides the mutated and test files, and only with that", () => {
    const files = {
      "contracts/lead.ts": "a",
      "site/src/rules/clock.ts": "b",
      "site/src/catalogue/models.ts": "c",
      "spec/oracles/pages.ts": "d",
      // The test runs mutated code (the clock) and imports the catalogue and an oracle, so changes there count.
      "spec/unit/clock.test.ts":
        'import "../../site/src/rules/clock";\nimport "../../site/src/catalogue/models";\nimport "../oracles/pages";',
      "spec/steps/footer.steps.ts": "f",
      "spec/rule-breaks/rule-breaks.yaml": "g",
      "mutation/vitest.config.ts": "h",
      "README.md": "i",
    };
    repository(files);
    const first = testInputsFingerprint(root, MUTATE);
    for (const [file, changed] of [
      ["site/src/rules/clock.ts", false],
      ["spec/unit/clock.test.ts", false],
      ["spec/steps/footer.steps.ts", false],
      ["spec/rule-breaks/rule-breaks.yaml", false],
      ["README.md", false],
      ["contracts/lead.ts", true],
      ["site/src/catalogue/models.ts", true],
      ["spec/oracles/pages.ts", true],
      ["mutation/vitest.config.ts", true],
    ] as const) {
      write({ [file]: `${files[file]}\n// changed` });
      expect(testInputsFingerprint(root, MUTATE) !== first, file).toBe(changed);
      write({ [file]: files[file] });
    }
  });
  test("leaves out the site's code no test imports, and takes it in once a test reaches it", () => {
    const files = {
      "site/src/rules/clock.ts": 'import { day } from "../shared/day";\n',
      "site/src/shared/day.ts": "export const day = 1;\n",
      "site/src/components/page.tsx": 'import * as styles from "./page.module.css";\n',
      "site/src/components/page.module.css": ".page {}\n",
      "site/src/catalogue/models.json": "[]",
      "spec/unit/clock.test.ts": 'import { clock } from "../../site/src/rules/clock";\n',
    };
    repository(files);
    const first = testInputsFingerprint(root, MUTATE);
    for (const [file, changed] of [
      ["site/src/components/page.tsx", false],
      ["site/src/components/page.module.css", false],
      ["site/src/shared/day.ts", true],
      ["site/src/catalogue/models.json", true],
    ] as const) {
      write({ [file]: `${files[file]}\n// changed` });
      expect(testInputsFingerprint(root, MUTATE) !== first, file).toBe(changed);
      write({ [file]: files[file] });
    }
    write({ "spec/unit/page.test.ts": 'const page = await import("../../site/src/components/page");\n' });
    const reached = codeReachedByTests(root, [...Object.keys(files), "spec/unit/page.test.ts"]);
    expect([...(reached ?? [])].filter((file) => file.startsWith("site/src/")).sort()).toEqual([
      "site/src/components/page.module.css",
      "site/src/components/page.tsx",
      "site/src/rules/clock.ts",
      "site/src/shared/day.ts",
    ]);
  });

  test("counts every code file of the site as read when a test imports a computed name", () => {
    repository({
      "site/src/components/page.tsx": "export {};\n",
      "spec/unit/any.test.ts": "const name = './page';\nawait import('../../site/src/components' + name);\n",
    });
    expect(codeReachedByTests(root, ["site/src/components/page.tsx", "spec/unit/any.test.ts"])).toBeUndefined();
  });

  test("leaves out the spec's code that only tests running no mutated code import", () => {
    const files = {
      "site/src/rules/clock.ts": "export const clock = 1;\n",
      "spec/oracles/clock-oracle.ts": "export const oracle = 1;\n",
      "spec/unit/clock.test.ts":
        'import { clock } from "../../site/src/rules/clock";\nimport { oracle } from "../oracles/clock-oracle";\n',
      "spec/runner/needs.ts": "export const needs = 1;\n",
      "spec/runner/needs.test.ts": 'import { needs } from "./needs";\n',
      "spec/fixtures/leads.json": "[]",
    };
    repository(files);
    const first = testInputsFingerprint(root, MUTATE);
    for (const [file, changed] of [
      ["spec/runner/needs.ts", false],
      ["spec/oracles/clock-oracle.ts", true],
      ["spec/fixtures/leads.json", true],
    ] as const) {
      write({ [file]: `${files[file]}\n// changed` });
      expect(testInputsFingerprint(root, MUTATE) !== first, file).toBe(changed);
      write({ [file]: files[file] });
    }
  });

  test("leaves out what only the tests Stryker never runs read (the server's, which start real servers)", () => {
    const files = {
      "contracts/image-optimisation.ts": "export const widths = [16];\n",
      "spec/server/support/flood.ts": "export const flood = 1;\n",
      "spec/server/flood.timing.test.ts":
        'import { widths } from "../../contracts/image-optimisation";\nimport { flood } from "./support/flood";\n',
    };
    repository(files);
    const first = testInputsFingerprint(root, ["contracts/**/*.ts"]);
    write({ "spec/server/support/flood.ts": "export const flood = 2;\n" });
    expect(testInputsFingerprint(root, ["contracts/**/*.ts"])).toBe(first);
  });
});

describe("the tests Stryker never runs", () => {
  test("are the ones its vitest configuration leaves out", () => {
    const excluded = (strykerVitest.test?.projects ?? []).flatMap((project) =>
      typeof project === "object" && "test" in project ? (project.test?.exclude ?? []) : [],
    );
    expect(excluded).toContain(`${NOT_RUN_BY_STRYKER}**`);
  });
});

describe("the walk through this repository's tests", () => {
  test("sees every import (no computed name), so pages and stylesheets stay outside the fingerprint", () => {
    const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: path.resolve(__dirname, ".."),
    })
      .toString()
      .split("\n")
      .filter(Boolean);
    const reached = codeReachedByTests(path.resolve(__dirname, ".."), listed);
    expect(reached).toBeDefined();
    expect(reached?.has("site/src/rules/prices.ts")).toBe(true);
    expect(reached?.has("site/src/templates/model.tsx")).toBe(false);
    expect(reached?.has("harness/src/runner/run-spec.ts")).toBe(false);
  });
});
