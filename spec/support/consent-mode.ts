import type { BrowserContext } from "playwright-core";
import { CONSENT_MODE_META, type ConsentMode } from "../../site/src/consent/consent-mode";

/**
 * A deployment's consent mode is stated in the head of each of its pages
 * (`<meta name="consent-mode">`, site/src/consent/consent-mode.ts), and the
 * site's code goes by that statement. To check both modes against one build,
 * the scenario's browser receives the pages of the site stating the mode the
 * scenario names, as a deployment built in that mode serves them; nothing else
 * of the page changes.
 */

const STATEMENT = new RegExp(`<meta name="${CONSENT_MODE_META}" content="[^"]*"\\s*/?>`);

export async function serveInConsentMode(context: BrowserContext, origin: string, mode: ConsentMode): Promise<void> {
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const page = await response.text();
      // A page that states no mode is served as it is: the scenario's own check of the statement then fails.
      const stated = page.replace(STATEMENT, `<meta name="${CONSENT_MODE_META}" content="${mode}"/>`);
      const { "content-length": _length, "content-encoding": _encoding, ...headers } = response.headers();
      return route.fulfill({ status: response.status(), headers, body: stated });
    },
  );
}
