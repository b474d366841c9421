import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PUBLIC_DIR } from "../../tooling/paths";
import { builtPages, templateChunk } from "./built-pages";

/**
 * No page's first-load script writes a price, a distance or a day in pt-BR:
 * the build writes them (site/src/page-data/page-context.ts). A browser's first
 * Intl formatter loads ICU's locale data, which measured 25-40 ms of main thread
 * a page load on this project's machine (the home page's template spent it on
 * one price formatter), four times that under Lighthouse's mobile profile.
 */

/** A pt-BR number or date formatter made in a script, as webpack writes `new Intl.NumberFormat("pt-BR", …)`. */
const PT_BR_FORMATTER = /new Intl\.(?:NumberFormat|DateTimeFormat)\(\s*["']pt-BR["']/;

/** The scripts a page runs as it loads: those its HTML names, and its template's chunk group. */
function firstLoadScripts(page: string, html: string, chunkMap: Record<string, string[]>): string[] {
  const named = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const template = (chunkMap[templateChunk(page)] ?? []).filter((file) => file.endsWith(".js"));
  return [...named, ...template];
}

describe("the scripts a page runs as it loads", () => {
  const chunkMap: Record<string, string[]> = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "chunk-map.json"), "utf8"));
  const pages = builtPages();

  test("are found for every page: the framework, the app and the page's template", () => {
    expect(pages.length).toBeGreaterThan(40);
    const short = pages.filter(({ page, html }) => {
      const scripts = firstLoadScripts(page, html, chunkMap);
      return !["/framework-", "/app-", "/component---"].every((start) =>
        scripts.some((file) => file.startsWith(start)),
      );
    });
    expect(short.map(({ page }) => page)).toEqual([]);
  });

  test("make no pt-BR number or date formatter: prices, distances and days come written by the build", () => {
    const read = new Map<string, boolean>();
    const formatting = pages.flatMap(({ page, html }) =>
      firstLoadScripts(page, html, chunkMap)
        .filter((file) => {
          if (!read.has(file)) read.set(file, PT_BR_FORMATTER.test(readFileSync(path.join(PUBLIC_DIR, file), "utf8")));
          return read.get(file);
        })
        .map((file) => `${page}: ${file}`),
    );
    expect(formatting).toEqual([]);
  });

  test("a formatter is recognised as webpack writes it, and the visitor's clock's is not one", () => {
    expect(PT_BR_FORMATTER.test('const i=new Intl.NumberFormat("pt-BR",{style:"currency",currency:"BRL"})')).toBe(true);
    expect(PT_BR_FORMATTER.test('a=new Intl.DateTimeFormat("pt-BR",{day:"numeric"})')).toBe(true);
    // shared/clock.ts reads the day in São Paulo with a locale-neutral format, only when asked.
    expect(PT_BR_FORMATTER.test('e??=new Intl.DateTimeFormat("en-CA",{timeZone:"America/Sao_Paulo"})')).toBe(false);
  });
});
