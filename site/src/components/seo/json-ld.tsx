import { jsonLdText } from "../../structured-data/json-ld-text";

/**
 * Structured data for search engines (schema.org as JSON-LD) in the page head,
 * made in the browser: only the dealers' page, whose cards the page data holds
 * (a page's own blocks come written by the build, ./page-head-tags.tsx). A data
 * block is not a script the browser runs, so the page's
 * Content-Security-Policy needs no hash for it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
