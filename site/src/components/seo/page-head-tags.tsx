import type * as React from "react";
import type { PageHead } from "../../page-data/page-head";

/**
 * A page's own head tags, written by the build (page-data/page-head.ts). What
 * no page differs in (the icons, the manifest, the site's name) the build writes
 * around them (./site-head.tsx).
 */
export function PageHeadTags({ head, children }: { head: PageHead; children?: React.ReactNode }) {
  return (
    <>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      {head.meta.map(([attribute, key, content]) => (
        <meta key={key} {...{ [attribute]: key }} content={content} />
      ))}
      {head.jsonLd.map((text) => (
        // A data block, not a script the browser runs: the page's Content-Security-Policy needs no hash for it.
        <script key={text} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
      {children}
    </>
  );
}
