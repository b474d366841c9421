import path from "node:path";
import { describe, expect, test } from "vitest";
import { MODELS } from "../../site/src/catalogue/models";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { ROOT } from "../../tooling/paths";
import { modelPage } from "../oracles/pages";
import { outlineExamples } from "../support/gherkin-examples";
import { pageHeads } from "../support/page-heads";

/**
 * The every-page outline must visit every page of the site at both widths: a
 * Gherkin Examples table can silently miss a row, so this test compares the
 * tables with the route table and the catalogue's model addresses.
 */

const FEATURE = path.join(ROOT, "spec", "features", "pages", "every-page.feature");
const EVERY_PAGE = [
  ...STATIC_ROUTES.map((route) => route.path),
  ...MODELS.map((model) => modelPage(model.name)),
].sort();

describe("the every-page outline @clause:PAGE-1", () => {
  const tables = outlineExamples(FEATURE, "@every-page");

  test("has one Examples table at 1280 px and one at 390 px (@mobile)", () => {
    expect(tables.map((table) => table.tags.includes("@mobile"))).toEqual([false, true]);
  });

  test.each(["desktop", "mobile"] as const)(
    "lists exactly the route table's paths and the model addresses, each once (%s) @clause:ROUTE-1 @clause:ROUTE-5",
    (device) => {
      const table = tables.find((each) => each.tags.includes("@mobile") === (device === "mobile"));
      const addresses = (table?.rows ?? []).map((row) => row.address ?? "");
      expect(new Set(addresses).size, "no address twice").toBe(addresses.length);
      expect([...addresses].sort()).toEqual(EVERY_PAGE);
    },
  );

  test("names a heading for every address", () => {
    for (const table of tables) for (const row of table.rows) expect(row.heading?.trim()).not.toBe("");
  });

  test("has the head of every address it visits in the spec's fixture, and no other (spec/fixtures/page-heads.yaml)", () => {
    const heads = pageHeads().map((head) => head.path);
    expect(new Set(heads).size, "no address twice").toBe(heads.length);
    expect([...heads].sort()).toEqual(EVERY_PAGE);
  });
});

describe("outlineExamples", () => {
  test("reads only the outlines with the tag, with the outline's and the table's tags", () => {
    const [desktop, mobile] = outlineExamples(FEATURE, "@every-page");
    expect(desktop?.tags).toEqual(expect.arrayContaining(["@pages", "@every-page"]));
    expect(mobile?.tags).toEqual(expect.arrayContaining(["@every-page", "@mobile"]));
    expect(outlineExamples(FEATURE, "@no-such-tag")).toEqual([]);
  });

  test("reads an Examples table tagged on its own", () => {
    expect(outlineExamples(FEATURE, "@mobile")).toHaveLength(1);
  });
});
