import type { BrowserContext, Route } from "playwright-core";

/**
 * Stand-ins for the vendors of the site's tags (source spec §7: "a tag manager
 * and a social advertising pixel are loaded"). Every scenario's browser
 * answers the vendors' addresses itself, through Playwright's routing, so no
 * scenario ever reaches a real vendor: not the suite's own build (whose tag
 * ids no vendor knows, spec/suite-build.env), nor a deployment under test
 * (BASE_URL) configured with real ids. Each stand-in does what a scenario can
 * check: it leaves a mark that it ran, as the real scripts do.
 */

/** Where the vendors' scripts and beacons live: Google Tag Manager, and Meta's pixel. */
export const TAG_VENDORS = {
  "tag manager": { hosts: ["www.googletagmanager.com"] },
  "social advertising pixel": { hosts: ["connect.facebook.net", "www.facebook.com"] },
} as const;
export type TagVendor = keyof typeof TAG_VENDORS;

export function isTagVendor(name: string): name is TagVendor {
  return Object.hasOwn(TAG_VENDORS, name);
}

/**
 * The tag manager's container script (`/gtm.js?id=GTM-…`). The real one
 * registers its container under `window.google_tag_manager[id]`; so does this.
 */
const TAG_MANAGER_SCRIPT = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get("id");
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[id] = { standIn: true };
})();`;

/**
 * The pixel's library (`/en_US/fbevents.js`). The real one takes over the
 * queue the page's snippet filled (`fbq('init', id)`, `fbq('track',
 * 'PageView')`) and every later call; this one keeps them in
 * `fbq.standInCalls`, where a scenario reads what the pixel was told.
 */
const PIXEL_SCRIPT = `(() => {
  const fbq = window.fbq;
  if (typeof fbq !== "function") return;
  const calls = [];
  fbq.standInCalls = calls;
  fbq.callMethod = (...args) => { calls.push(args); };
  for (const args of (fbq.queue || []).splice(0)) calls.push(args);
})();`;

const script = (route: Route, body: string) =>
  route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body });
/** Anything else a vendor would be asked (a beacon, a frame of the no-script fallback): an empty answer. */
const nothing = (route: Route) => route.fulfill({ status: 204, body: "" });

/** Answers every vendor address in this context with a stand-in, before any page of the scenario opens. */
export async function standInForTagVendors(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname === "www.googletagmanager.com",
    (route) =>
      new URL(route.request().url()).pathname === "/gtm.js" ? script(route, TAG_MANAGER_SCRIPT) : nothing(route),
  );
  await context.route(
    (url) => url.hostname === "connect.facebook.net",
    (route) =>
      /\/fbevents\.js$/.test(new URL(route.request().url()).pathname) ? script(route, PIXEL_SCRIPT) : nothing(route),
  );
  // The pixel's beacons; the footer's link to the brand's Facebook page is only followed by no scenario.
  await context.route((url) => url.hostname === "www.facebook.com" && url.pathname.startsWith("/tr"), nothing);
}

/** What a page shows of its tags, read from the marks the stand-ins leave. */
export interface LoadedTags {
  /** The container ids the tag manager registered. */
  tagManagerContainers: string[];
  /** Every call the pixel received, in order (`["init", id]`, `["track", "PageView"]`…); null when it never loaded. */
  pixelCalls: unknown[][] | null;
}

/** Runs in the page. */
export function loadedTags(): LoadedTags {
  const page = window as unknown as {
    google_tag_manager?: Record<string, unknown>;
    fbq?: { standInCalls?: unknown[][] };
  };
  return {
    tagManagerContainers: Object.keys(page.google_tag_manager ?? {}),
    pixelCalls: page.fbq?.standInCalls ? JSON.parse(JSON.stringify(page.fbq.standInCalls)) : null,
  };
}
