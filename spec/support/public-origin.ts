import type { Page } from "playwright-core";

/**
 * The origin a page declares as the site's own: that of its canonical address
 * (from GATSBY_SITE_URL), which a deployment may serve under another address.
 * Undefined when the page declares none.
 */
export async function declaredOrigin(page: Page): Promise<string | undefined> {
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  return canonical ? new URL(canonical).origin : undefined;
}
