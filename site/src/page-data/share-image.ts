import { BRAND_NAME } from "../brand";

/**
 * The picture a page shows when its address is shared (Open Graph and X's
 * large card): drawn when the site is built from the page's title and one of
 * the project's drawings (the page's car, event, service…), 1200×630 PNG.
 */
export interface ShareImage {
  /** Where the build writes it and the site serves it. */
  path: string;
  /** What it shows, for og:image:alt. */
  alt: string;
  title: string;
  /** The drawing behind the title (site/static/artwork/{id}.svg). */
  artworkId: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = "image/png";

/** The folder of the share pictures, and the name of a page's: its path's segments joined ("/" is the home page). */
export function shareImagePath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "inicio";
  return `/compartilhar/${name}.png`;
}

export function shareImageOf(pagePath: string, title: string, artworkId: string): ShareImage {
  return {
    path: shareImagePath(pagePath),
    alt: `“${title}” com uma ilustração da página e a marca ${BRAND_NAME}`,
    title,
    artworkId,
  };
}

/** The brand's drawing: pages without a car or theme of their own (forms, legal texts, 404) share it. */
export const BRAND_ARTWORK_ID = "mitsubishi-marca";

/** The picture of pages that name none (the 404 page). */
export const SITE_SHARE_IMAGE = shareImageOf("/mitsubishi-motors", BRAND_NAME, BRAND_ARTWORK_ID);
