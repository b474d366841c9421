import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { mutatedBy, testInputsFingerprint } from "./stryker-fingerprint";

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
      "spec/unit/clock.test.ts": "e",
      "spec/steps/footer.steps.ts": "f",
      "spec/mutation/rule-breaks.yaml": "g",
      "spec/mutation/vitest.config.ts": "h",
      "README.md": "i",
    };
    repository(files);
    const first = testInputsFingerprint(root, MUTATE);
    for (const [file, changed] of [
      ["site/src/rules/clock.ts", false],
      ["spec/unit/clock.test.ts", false],
      ["spec/steps/footer.steps.ts", false],
      ["spec/mutation/rule-breaks.yaml", false],
      ["README.md", false],
      ["contracts/lead.ts", true],
      ["site/src/catalogue/models.ts", true],
      ["spec/oracles/pages.ts", true],
      ["spec/mutation/vitest.config.ts", true],
    ] as const) {
      write({ [file]: "changed" });
      expect(testInputsFingerprint(root, MUTATE) !== first, file).toBe(changed);
      write({ [file]: files[file] });
    }
  });
});
