import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PUBLIC_DIR } from "../../tooling/paths";
import { builtPages, templateChunk } from "./built-pages";

/**
 * Each page's head carries the CSS of what that page renders, in the order the
 * stylesheets are written for (site/plugins/webpack-settings/gatsby-node.ts and
 * site/src/styles/stylesheet-order.ts say why): the site-wide stylesheet first,
 * then its template's own, and no other template's. One stylesheet of the whole
 * site inlined in every page was 40 KB on each.
 */

/** The stylesheets a page's head inlines, in order, by the address each stands for. */
function inlinedStylesheets(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*\bdata-href="([^"]+)"/g)].map((match) => match[1] ?? "");
}

const stylesheetFiles = readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".css"));

describe("each page's stylesheets", () => {
  const pages = builtPages();

  test("the build has pages and stylesheets to read", () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(stylesheetFiles.filter((file) => /^app\.[0-9a-f]+\.css$/.test(file))).toHaveLength(1);
  });

  test("are the site-wide stylesheet first, then the page template's own, and nothing else", () => {
    const sitewide = `/${stylesheetFiles.find((file) => file.startsWith("app."))}`;
    const wrong = pages.flatMap(({ page, html }) => {
      const chunk = templateChunk(page);
      const own = stylesheetFiles.filter((file) => file.startsWith(`${chunk}.`)).map((file) => `/${file}`);
      const expected = [sitewide, ...own];
      const inlined = inlinedStylesheets(html);
      return JSON.stringify(inlined) === JSON.stringify(expected) ? [] : [{ page, inlined, expected }];
    });
    expect(wrong).toEqual([]);
  });

  test("the home page's inlined stylesheets are the files their addresses name", () => {
    const home = pages.find(({ page }) => page === "/")?.html ?? "";
    const inlined = [...home.matchAll(/<style\b[^>]*\bdata-href="\/([^"]+)"[^>]*>([^<]*)<\/style>/g)];
    expect(inlined).toHaveLength(2);
    for (const [, address = "", text] of inlined) {
      const file = path.join(PUBLIC_DIR, address);
      expect(existsSync(file), file).toBe(true);
      expect(text).toBe(readFileSync(file, "utf8"));
    }
  });
});
