import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { fixedClock } from "../../shared/clock";
import { tagFallbacks } from "../../site/src/tracking/tag-fallbacks";
import { tagIdsFromEnvironment } from "../../site/src/tracking/tag-ids";
import { loadPixel, loadTagManager, type TagPage } from "../../site/src/tracking/tag-loaders";

const markup = (elements: ReturnType<typeof tagFallbacks>) => elements.map((e) => renderToStaticMarkup(e)).join("");

/** A page that records the scripts added to its head. */
function page() {
  const scripts: Array<{ src: string; async: boolean }> = [];
  const window: TagPage["window"] = {};
  const tagPage: TagPage = {
    document: {
      createElement: () => ({ src: "", async: false }) as unknown as HTMLScriptElement,
      head: { append: (script: { src: string; async: boolean }) => void scripts.push(script) },
    } as unknown as TagPage["document"],
    window,
    clock: fixedClock("2025-01-15T12:00:00Z"),
  };
  return { tagPage, scripts, window };
}

describe("the tags @clause:TRACK-14", () => {
  test("the tag manager loads its container with the configured id, after its start event @clause:ANALYTICS-12", () => {
    const { tagPage, scripts, window } = page();
    loadTagManager("GTM-ABC1234", tagPage);
    expect(scripts).toEqual([{ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234", async: true }]);
    expect(window.dataLayer).toEqual([{ "gtm.start": Date.parse("2025-01-15T12:00:00Z"), event: "gtm.js" }]);
  });

  test("the pixel loads its script once, with the configured id and a first page view @clause:ANALYTICS-13", () => {
    const { tagPage, scripts, window } = page();
    loadPixel("123456789012345", tagPage);
    expect(scripts).toEqual([{ src: "https://connect.facebook.net/en_US/fbevents.js", async: true }]);
    const queue = (window.fbq as unknown as { queue: unknown[][] }).queue;
    expect(queue).toEqual([
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
  });

  test("browsers without JavaScript get the tags' fallbacks in the notice consent mode only @clause:ANALYTICS-12 @clause:ANALYTICS-13", () => {
    const ids = tagIdsFromEnvironment({ GATSBY_GTM_ID: "GTM-ABC1234", GATSBY_META_PIXEL_ID: "123456789012345" });
    const body = markup(tagFallbacks(ids, "notice"));
    expect(body).toContain("https://www.googletagmanager.com/ns.html?id=GTM-ABC1234");
    expect(body).toContain("https://www.facebook.com/tr?id=123456789012345&amp;ev=PageView&amp;noscript=1");
    expect(tagFallbacks(ids, "opt-in")).toEqual([]);
  });

  test("without ids (or with blank ones) the pages contain nothing of either @clause:ANALYTICS-12 @clause:ANALYTICS-13", () => {
    for (const environment of [{}, { GATSBY_GTM_ID: "", GATSBY_META_PIXEL_ID: "  " }]) {
      const ids = tagIdsFromEnvironment(environment);
      expect(ids).toEqual({});
      expect(tagFallbacks(ids, "notice")).toEqual([]);
    }
  });

  test("a malformed id stops the build, naming the variable @clause:TRACK-30", () => {
    expect(() => tagIdsFromEnvironment({ GATSBY_GTM_ID: "GTM-1');alert(1)//" })).toThrow(/GATSBY_GTM_ID/);
    expect(() => tagIdsFromEnvironment({ GATSBY_META_PIXEL_ID: "12ab" })).toThrow(/GATSBY_META_PIXEL_ID/);
  });
});
