/**
 * Structured data for search engines (schema.org as JSON-LD) in the page head.
 * A data block is not a script the browser runs, so the page's
 * Content-Security-Policy needs no hash for it. `<` is escaped so no value of the
 * data can close the element and open markup of its own.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
