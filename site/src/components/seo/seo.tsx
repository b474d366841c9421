import type * as React from "react";
import { BRAND_NAME, DEFAULT_DESCRIPTION, siteAddress } from "../../brand";
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, type ShareImage, SITE_SHARE_IMAGE } from "../../page-data/share-image";

interface SeoProps {
  /** The page's own title; without it the page carries the brand name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's path, for the canonical address and Open Graph. */
  path: string;
  /** The picture a shared link shows; the brand's when the page names none. */
  share?: Pick<ShareImage, "path" | "alt"> | undefined;
  children?: React.ReactNode;
}

/**
 * The document head of every page: the brand's defaults merged with the page's
 * own. What no page differs in (the icons, the manifest, the site's name) the
 * build writes around it (./site-head.tsx).
 */
export function Seo({ title, description, path, share = SITE_SHARE_IMAGE, children }: SeoProps) {
  const fullTitle = title && title !== BRAND_NAME ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  const fullDescription = description ?? DEFAULT_DESCRIPTION;
  const canonical = siteAddress(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={fullDescription} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={fullDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={siteAddress(share.path)} />
      <meta property="og:image:type" content={SHARE_IMAGE_TYPE} />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={share.alt} />
      {children}
    </>
  );
}
