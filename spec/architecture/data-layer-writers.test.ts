import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { importEdges, sourceFiles } from "./import-graph";

/**
 * Decision TRACK-7: the site pushes to the tag manager's data layer only through the typed API of
 * site/src/tracking/events.ts, so every event it sends has a contract the suite checks. Entries
 * whose event starts with "gtm." are the tag manager's own (its loader's start entry).
 *
 * Read from the sources as they are: a component that pushes on its own
 * (`window.dataLayer?.push({ … })`), or that imports the module events.ts pushes through,
 * fails here naming the file.
 */

const EVENTS = "site/src/tracking/events.ts";

/** The site's own code: its sources and Gatsby's entry files, not its tests. */
const siteFiles = sourceFiles(ROOT).filter((file) => file.startsWith("site/") && !/\.test\.tsx?$/.test(file));
const textOf = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The data layer named as code, not inside a string or a log's "[dataLayer]" prefix. */
const DATA_LAYER_AS_CODE = /(?<!["'`[])\bdataLayer\b(?!["'`\]])/;

/** Each `dataLayer.push(…)` (also `?.push`, `!.push`) of a text, with its arguments' text. */
function dataLayerPushes(text: string): string[] {
  const pushes: string[] = [];
  const call = /\bdataLayer\s*[?!]?\s*\.\s*push\s*\(/g;
  for (let match = call.exec(text); match; match = call.exec(text)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    for (; at < text.length && depth > 0; at += 1) {
      if (text[at] === "(") depth += 1;
      else if (text[at] === ")") depth -= 1;
    }
    pushes.push(text.slice(start, at - 1));
  }
  return pushes;
}

/** Whether a push is the tag manager's own entry (its event starts with "gtm."). */
const isTagManagerEntry = (argument: string) => /\bevent\s*:\s*["'`]gtm\./.test(argument);

const pushesByFile = new Map(siteFiles.map((file) => [file, dataLayerPushes(textOf(file))]));
const siteEventWriters = siteFiles.filter((file) =>
  (pushesByFile.get(file) ?? []).some((argument) => !isTagManagerEntry(argument)),
);
const tagManagerWriters = siteFiles.filter((file) => {
  const pushes = pushesByFile.get(file) ?? [];
  return pushes.length > 0 && pushes.every(isTagManagerEntry);
});
const siteEdges = importEdges(ROOT, siteFiles);

describe("the site's pushes to the data layer @clause:TRACK-29", () => {
  test("the site's events are pushed by events.ts or by the one module events.ts pushes through", () => {
    const throughEvents = new Set([EVENTS, ...siteEdges.filter((edge) => edge.from === EVENTS).map((edge) => edge.to)]);
    expect(siteEventWriters.length, "some file of the site pushes its events").toBeGreaterThan(0);
    expect(siteEventWriters.filter((file) => !throughEvents.has(file))).toEqual([]);
  });

  test("the module events.ts pushes through is imported by events.ts alone", () => {
    const writers = new Set(siteEventWriters.filter((file) => file !== EVENTS));
    const others = siteEdges.filter((edge) => writers.has(edge.to) && edge.from !== EVENTS);
    expect(others.map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([]);
  });

  test("no other file of the site handles the data layer, not even by another name", () => {
    const handlers = siteFiles.filter((file) => DATA_LAYER_AS_CODE.test(textOf(file)));
    const allowed = new Set([...siteEventWriters, ...tagManagerWriters]);
    expect(handlers.filter((file) => !allowed.has(file))).toEqual([]);
  });
});

describe("the reading of pushes", () => {
  test("finds each push with its whole argument, optional calls and nested parentheses included", () => {
    const text = `window.dataLayer?.push({ event: "a", at: f(1) });\nlayer.dataLayer!.push({ event: "gtm.js" })`;
    expect(dataLayerPushes(text)).toEqual([`{ event: "a", at: f(1) }`, `{ event: "gtm.js" }`]);
  });

  test("tells the tag manager's entries from the site's", () => {
    expect(isTagManagerEntry(`{ "gtm.start": 1, event: "gtm.js" }`)).toBe(true);
    expect(isTagManagerEntry(`{ event: "bannerView", gtm: 1 }`)).toBe(false);
  });

  test("names the data layer as code, not in a string or a log's prefix", () => {
    expect(DATA_LAYER_AS_CODE.test(`const layer = window.dataLayer;`)).toBe(true);
    expect(DATA_LAYER_AS_CODE.test(`console.warn("[dataLayer] failed")`)).toBe(false);
    expect(DATA_LAYER_AS_CODE.test(`Pick<Window, "dataLayer">`)).toBe(false);
  });
});
