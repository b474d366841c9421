import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { TAG_HOSTS, tagBodyComponents, tagHeadComponents, tagIdsFromEnvironment } from "../../site/src/tracking/tags";

const markup = (elements: ReturnType<typeof tagHeadComponents>) =>
  elements.map((e) => renderToStaticMarkup(e)).join("");

describe("the tags of the page head @clause:TRACK-14", () => {
  test("with a tag-manager id, every page loads the tag manager with it @clause:ANALYTICS-12", () => {
    const ids = tagIdsFromEnvironment({ GATSBY_GTM_ID: "GTM-ABC1234" });
    const head = markup(tagHeadComponents(ids));
    expect(head).toContain(`https://${TAG_HOSTS.tagManager}/gtm.js?id=`);
    expect(head).toContain("'dataLayer','GTM-ABC1234'");
    expect(head).not.toContain(TAG_HOSTS.pixel);
    expect(markup(tagBodyComponents(ids))).toContain(`https://${TAG_HOSTS.tagManager}/ns.html?id=GTM-ABC1234`);
  });

  test("with a pixel id, every page loads the social advertising pixel with it @clause:ANALYTICS-13", () => {
    const ids = tagIdsFromEnvironment({ GATSBY_META_PIXEL_ID: "123456789012345" });
    const head = markup(tagHeadComponents(ids));
    expect(head).toContain(`https://${TAG_HOSTS.pixel}/en_US/fbevents.js`);
    expect(head).toContain("fbq('init','123456789012345')");
    expect(head).not.toContain(TAG_HOSTS.tagManager);
    expect(markup(tagBodyComponents(ids))).toContain("facebook.com/tr?id=123456789012345");
  });

  test("with both ids, both load", () => {
    const ids = tagIdsFromEnvironment({ GATSBY_GTM_ID: "GTM-ABC1234", GATSBY_META_PIXEL_ID: "123456789012345" });
    expect(tagHeadComponents(ids)).toHaveLength(2);
    expect(tagBodyComponents(ids)).toHaveLength(2);
  });

  test("without ids (or with blank ones) the pages contain nothing of either @clause:ANALYTICS-12 @clause:ANALYTICS-13", () => {
    for (const environment of [{}, { GATSBY_GTM_ID: "", GATSBY_META_PIXEL_ID: "  " }]) {
      const ids = tagIdsFromEnvironment(environment);
      expect(ids).toEqual({});
      expect(tagHeadComponents(ids)).toEqual([]);
      expect(tagBodyComponents(ids)).toEqual([]);
    }
  });

  test("a malformed id stops the build, naming the variable", () => {
    expect(() => tagIdsFromEnvironment({ GATSBY_GTM_ID: "GTM-1');alert(1)//" })).toThrow(/GATSBY_GTM_ID/);
    expect(() => tagIdsFromEnvironment({ GATSBY_META_PIXEL_ID: "12ab" })).toThrow(/GATSBY_META_PIXEL_ID/);
  });
});
