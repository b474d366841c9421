import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { afterEach, describe, expect, test } from "vitest";
import { forgetRenderedPages } from "../../scripts/lib/rendered-pages";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A site folder whose Gatsby state file holds `content`, as bytes. */
function siteWithState(content: Buffer | undefined): { site: string; stateFile: string } {
  const site = mkdtempSync(path.join(tmpdir(), "rendered-pages-"));
  made.push(site);
  const stateFile = path.join(site, ".cache", "redux", "redux.rest.state");
  mkdirSync(path.dirname(stateFile), { recursive: true });
  if (content) writeFileSync(stateFile, content);
  return { site, stateFile };
}

describe("forgetting which pages Gatsby rendered", () => {
  test("drops the state's html part and keeps every other part as it was", () => {
    const state = {
      pages: new Map([["/", { path: "/" }]]),
      webpackCompilationHash: "abc123",
      html: { trackedHtmlFiles: new Map([["/", { dirty: 0 }]]), browserCompilationHash: "abc123" },
      queries: { byNode: new Map() },
    };
    const { site, stateFile } = siteWithState(v8.serialize(state));
    forgetRenderedPages(site);
    const after = v8.deserialize(readFileSync(stateFile)) as Record<string, unknown>;
    expect(Object.keys(after).sort()).toEqual(["pages", "queries", "webpackCompilationHash"]);
    expect(after.pages).toEqual(state.pages);
    expect(after.webpackCompilationHash).toBe("abc123");
  });

  test("does nothing before Gatsby's first build", () => {
    const { site, stateFile } = siteWithState(undefined);
    expect(() => forgetRenderedPages(site)).not.toThrow();
    expect(existsSync(stateFile)).toBe(false);
  });

  test.each([
    ["bytes that are not a serialised value", Buffer.from("not v8 at all")],
    ["a value that is not an object", v8.serialize("a string")],
  ])("removes a state it cannot read back (%s), so Gatsby bootstraps again", (_what, content) => {
    const { site, stateFile } = siteWithState(content);
    forgetRenderedPages(site);
    expect(existsSync(stateFile)).toBe(false);
  });
});
