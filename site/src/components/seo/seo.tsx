import type * as React from "react";
import { BRAND_NAME, DEFAULT_DESCRIPTION, siteAddress } from "../../brand";

interface SeoProps {
  /** The page's own title; without it the page carries the brand name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's path, for the canonical address and Open Graph. */
  path: string;
  /** The page's main image (a site path or an absolute address), for Open Graph. */
  image?: string | undefined;
  children?: React.ReactNode;
}

/** The document head of every page: the brand's defaults merged with the page's own. */
export function Seo({ title, description, path, image, children }: SeoProps) {
  const fullTitle = title && title !== BRAND_NAME ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  const fullDescription = description ?? DEFAULT_DESCRIPTION;
  const canonical = siteAddress(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={fullDescription} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={fullDescription} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={siteAddress(image)} />}
      <meta name="theme-color" content="#e60012" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
