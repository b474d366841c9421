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
  test("marks every page Gatsby rendered to render again, keeps the pages it knows, and every other part as it was", () => {
    const state = {
      pages: new Map([["/", { path: "/" }]]),
      webpackCompilationHash: "abc123",
      html: {
        trackedHtmlFiles: new Map([
          ["/", { dirty: 0, isDeleted: false, pageDataHash: "p1" }],
          ["/suv-e-crossovers/outlander", { dirty: 0b100, isDeleted: false, pageDataHash: "p2" }],
        ]),
        slicesProps: { bySliceId: new Map([["s", { dirty: 0, sliceName: "footer" }]]), byPagePath: new Map() },
        browserCompilationHash: "abc123",
        ssrCompilationHash: "def456",
        templateCompilationHashes: { "component---home": "h" },
      },
      queries: { byNode: new Map() },
    };
    const { site, stateFile } = siteWithState(v8.serialize(state));
    forgetRenderedPages(site);
    const after = v8.deserialize(readFileSync(stateFile)) as typeof state;
    expect(Object.keys(after).sort()).toEqual(["html", "pages", "queries", "webpackCompilationHash"]);
    expect(after.pages).toEqual(state.pages);
    expect(after.webpackCompilationHash).toBe("abc123");
    // Still known, so a page the next build no longer creates can be deleted; each one dirty, so rendered again.
    expect([...after.html.trackedHtmlFiles]).toEqual([
      ["/", { dirty: 0b1, isDeleted: false, pageDataHash: "p1" }],
      ["/suv-e-crossovers/outlander", { dirty: 0b101, isDeleted: false, pageDataHash: "p2" }],
    ]);
    expect(after.html.slicesProps.bySliceId.get("s")?.dirty).toBe(0b1);
    expect(after.html.browserCompilationHash).toBe("");
    expect(after.html.ssrCompilationHash).toBe("");
    expect(after.html.templateCompilationHashes).toEqual({});
  });

  test("drops an html part of a shape it does not know, so Gatsby starts that part afresh", () => {
    const state = { pages: new Map(), html: { trackedHtmlFiles: [["/", {}]] } };
    const { site, stateFile } = siteWithState(v8.serialize(state));
    forgetRenderedPages(site);
    expect(Object.keys(v8.deserialize(readFileSync(stateFile)) as object)).toEqual(["pages"]);
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
