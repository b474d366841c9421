import type { StructuredData } from "../../../contracts/structured-data";
import { BRAND_NAME, DEFAULT_DESCRIPTION, SITE_URL, siteAddress } from "../brand";
import { jsonLdText } from "../structured-data/json-ld-text";
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, type ShareImage, SITE_SHARE_IMAGE } from "./share-image";

/**
 * A page's document head as the build writes it: every text final, so the
 * browser's script for the page carries no rule of how a head is made (the
 * brand's defaults, the title's suffix, addresses, the share picture's tags,
 * JSON-LD), only components/seo/page-head-tags.tsx, which renders this.
 */
export interface PageHead {
  title: string;
  /** The page's absolute address (canonical link). */
  canonical: string;
  /** Each `<meta>`: its attribute (`name` or `property`), that attribute's value and the content, in order. */
  meta: ReadonlyArray<readonly ["name" | "property", string, string]>;
  /** Each schema.org block, serialised. */
  jsonLd: readonly string[];
}

interface PageHeadInput {
  /** The page's own title; without it the page carries the brand name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's path, for the canonical address and Open Graph. */
  path: string;
  /** The picture a shared link shows; the brand's when the page names none. */
  share?: Pick<ShareImage, "path" | "alt"> | undefined;
  structuredData?: readonly StructuredData[];
  /** The deployment's address (GATSBY_SITE_URL by default). */
  siteUrl?: string;
}

/** The head of a page: the brand's defaults merged with the page's own. */
export function pageHeadOf({
  title,
  description,
  path,
  share = SITE_SHARE_IMAGE,
  structuredData = [],
  siteUrl = SITE_URL,
}: PageHeadInput): PageHead {
  const fullTitle = title && title !== BRAND_NAME ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  const fullDescription = description ?? DEFAULT_DESCRIPTION;
  const canonical = siteAddress(path, siteUrl);
  return {
    title: fullTitle,
    canonical,
    meta: [
      ["name", "description", fullDescription],
      ["property", "og:title", fullTitle],
      ["property", "og:description", fullDescription],
      ["property", "og:url", canonical],
      ["property", "og:image", siteAddress(share.path, siteUrl)],
      ["property", "og:image:type", SHARE_IMAGE_TYPE],
      ["property", "og:image:width", String(SHARE_IMAGE_SIZE.width)],
      ["property", "og:image:height", String(SHARE_IMAGE_SIZE.height)],
      ["property", "og:image:alt", share.alt],
    ],
    jsonLd: structuredData.map(jsonLdText),
  };
}
