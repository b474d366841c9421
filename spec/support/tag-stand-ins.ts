/**
 * Stand-ins for the vendors of the site's tags (source spec §7: "a tag manager
 * and a social advertising pixel are loaded"). Every scenario's browser
 * reaches a stand-in at the vendors' addresses, never the vendor, so no
 * scenario ever reaches a real vendor: not the suite's own build (whose tag
 * ids no vendor knows, spec/suite-build.env), nor a deployment under test
 * (BASE_URL) configured with real ids. Each stand-in does what a scenario can
 * check: it leaves a mark that it ran, as the real scripts do. The answers
 * are decided here; tag-stand-in-server.ts serves them to the browser.
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

/** How a stand-in answers one address of a vendor. */
export interface StandInAnswer {
  status: number;
  contentType?: string;
  body: string;
}

const script = (body: string): StandInAnswer => ({
  status: 200,
  contentType: "text/javascript; charset=utf-8",
  body,
});

/**
 * What the vendors' stand-ins answer at an address: the tag manager's
 * container script, the pixel's library, and for anything else a vendor would
 * be asked (a beacon, a frame of the no-script fallback, the footer's link to
 * the brand's Facebook page, which no scenario follows) an empty answer.
 */
export function standInAnswer(address: string): StandInAnswer {
  const { hostname, pathname } = new URL(address);
  if (hostname === "www.googletagmanager.com" && pathname === "/gtm.js") return script(TAG_MANAGER_SCRIPT);
  if (hostname === "connect.facebook.net" && pathname.endsWith("/fbevents.js")) return script(PIXEL_SCRIPT);
  return { status: 204, body: "" };
}

/** Every host of every vendor. */
export const TAG_VENDOR_HOSTS: readonly string[] = Object.values(TAG_VENDORS).flatMap((vendor) => vendor.hosts);

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
