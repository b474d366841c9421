import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { GatsbyPicture } from "./src/components/image/gatsby-picture";
import { PictureRenderer } from "./src/components/image/picture";
import { wrapPage } from "./src/components/layout/wrap-page";
import { siteHeadTags } from "./src/components/seo/site-head";
import { CONSENT_MODE_META, consentModeFrom } from "./src/consent/consent-mode";
import { sitewideStylesheetFirst } from "./src/styles/stylesheet-order";
import { tagFallbacks } from "./src/tracking/tag-fallbacks";
import { tagIdsFromEnvironment } from "./src/tracking/tag-ids";

// Read once per build; a malformed id or mode fails the build here, naming the variable.
const TAG_IDS = tagIdsFromEnvironment(process.env);
const CONSENT_MODE = consentModeFrom(process.env);

/**
 * The document around every page: its language, the consent mode it runs in,
 * what every head says the same (icons, manifest, site name) and the tags'
 * fallbacks for browsers without JavaScript. The tags themselves are loaded by
 * the site's code once consent allows them (site/src/tracking/consented-tracking.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    <meta key={CONSENT_MODE_META} name={CONSENT_MODE_META} content={CONSENT_MODE} />,
    ...siteHeadTags(),
  ]);
  setPreBodyComponents(tagFallbacks(TAG_IDS, CONSENT_MODE));
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

/** The site-wide stylesheet before the page's own (styles/stylesheet-order.ts says why). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(sitewideStylesheetFirst(getHeadComponents()));
};

/**
 * Pages are written with gatsby-plugin-image's markup for every catalogue
 * image. Only here: the browser keeps that markup and loads the plugin when a
 * page renders in the browser (components/image/browser-picture.tsx).
 */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <PictureRenderer.Provider value={GatsbyPicture}>{element}</PictureRenderer.Provider>
);

/**
 * Each page's body rendered in one piece. Gatsby streams it (renderToPipeableStream),
 * and React 18's stream writer can leave a zero byte where a multi-byte character
 * does not fit its buffer's end: the Nu HTML Checker found "S\0ão Paulo" in the
 * contact page. The site's pages never suspend, so a string render gives the same
 * markup (Suspense boundaries included) without that defect.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
};
