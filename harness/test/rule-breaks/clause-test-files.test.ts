import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { testFilesNaming, vitestRunsOf } from "../../src/rule-breaks/clause-test-files";

describe("the test files that name a clause", () => {
  test("are those whose text carries its tag, and not a tag it begins", () => {
    const root = mkdtempSync(path.join(tmpdir(), "clause-test-files-"));
    mkdirSync(path.join(root, "spec", "server"), { recursive: true });
    writeFileSync(path.join(root, "spec", "server", "a.test.ts"), 'test("x @clause:API-4", () => {});\n');
    writeFileSync(path.join(root, "spec", "server", "b.test.ts"), 'test("y @clause:API-40", () => {});\n');
    writeFileSync(path.join(root, "spec", "c.test.ts"), 'test("z @clause:API-4 @clause:API-2", () => {});\n');
    writeFileSync(path.join(root, "spec", "d.ts"), "// @clause:API-4, not a test file\n");
    expect(testFilesNaming(root, "API-4", "spec")).toEqual([
      path.join("spec", "c.test.ts"),
      path.join("spec", "server", "a.test.ts"),
    ]);
    expect(testFilesNaming(root, "API-3", "spec")).toEqual([]);
  });
});

describe("the vitest runs of a clause's test files", () => {
  test("take a folder's tests under its own configuration, which the default one leaves out", () => {
    const configs = [{ folder: path.join("spec", "built-site"), config: "vitest.built-site.config.ts" }];
    const builtSite = path.join("spec", "built-site", "dealer-data.test.ts");
    const server = path.join("spec", "server", "a.test.ts");
    // A folder whose name begins another's is not within it.
    const neighbour = path.join("spec", "built-site-notes", "b.test.ts");
    expect(vitestRunsOf([server, builtSite, neighbour], configs)).toEqual([
      { files: [server, neighbour], config: undefined },
      { files: [builtSite], config: "vitest.built-site.config.ts" },
    ]);
    expect(vitestRunsOf([server], configs)).toEqual([{ files: [server], config: undefined }]);
    expect(vitestRunsOf([builtSite])).toEqual([{ files: [builtSite], config: undefined }]);
    expect(vitestRunsOf([], configs)).toEqual([]);
  });
});
