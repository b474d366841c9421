import type { BrowseTheWeb } from "./screenplay/browse-the-web";

/**
 * The origin a page declares as the site's own: that of its canonical address
 * (from GATSBY_SITE_URL), which a deployment may serve under another address.
 * Undefined when the page declares none.
 */
export async function declaredOrigin(web: BrowseTheWeb): Promise<string | undefined> {
  const canonical = await web.element({ css: 'head link[rel="canonical"]' }).attribute("href");
  return canonical ? new URL(canonical).origin : undefined;
}
