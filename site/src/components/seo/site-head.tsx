import { BRAND_NAME } from "../../brand";
import { SITE_ICONS, THEME_COLOUR, WEB_MANIFEST_PATH } from "../../page-data/site-icons";

/**
 * What every page's head says the same: the site's name and language for Open
 * Graph, the card a shared link makes, the theme colour, the icons and the web
 * manifest. Written into each page by the build (gatsby-ssr's `onRenderBody`,
 * as gatsby-plugin-manifest does), not by each page's `Head`: no page differs
 * in them, so they need no script in the browser and stay as a navigation
 * changes the page's own tags (components/seo/page-head-tags.tsx).
 */
export function siteHeadTags() {
  return [
    <meta key="og:site_name" property="og:site_name" content={BRAND_NAME} />,
    <meta key="og:locale" property="og:locale" content="pt_BR" />,
    <meta key="og:type" property="og:type" content="website" />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="theme-color" name="theme-color" content={THEME_COLOUR} />,
    <link key="favicon.svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...SITE_ICONS.favicons.map((icon) => (
      <link key={icon.path} rel="icon" href={icon.path} type="image/png" sizes={`${icon.size}x${icon.size}`} />
    )),
    <link key="apple-touch-icon" rel="apple-touch-icon" href={SITE_ICONS.appleTouch.path} sizes="180x180" />,
    <link key="manifest" rel="manifest" href={WEB_MANIFEST_PATH} />,
  ];
}
