import type { Clock } from "../../../shared/clock";
import { TAG_HOSTS } from "./tag-ids";

/**
 * The vendors' loaders of the tag manager and the social advertising pixel,
 * run by the site's own code once the visitor's consent allows them (see
 * consented-tracking.ts), rather than as inline snippets in every page's head
 * that would run before anyone could say no.
 */

declare global {
  interface Window {
    fbq?: (...args: unknown[]) => void;
    _fbq?: unknown;
  }
}

/** The parts of the browser a loader touches. */
export interface TagPage {
  document: Pick<Document, "createElement" | "head">;
  window: Pick<Window, "dataLayer" | "fbq" | "_fbq">;
  clock: Clock;
}

/** The pixel's command queue, as its own snippet defines it until fbevents.js takes over. */
interface PixelQueue {
  (...args: unknown[]): void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
}

function appendScript(page: TagPage, src: string): void {
  const script = page.document.createElement("script");
  script.async = true;
  script.src = src;
  page.document.head.append(script);
}

/** Google Tag Manager: its start event in the data layer, then its container script. */
export function loadTagManager(id: string, page: TagPage): void {
  page.window.dataLayer = page.window.dataLayer ?? [];
  page.window.dataLayer.push({ "gtm.start": page.clock.now().getTime(), event: "gtm.js" });
  appendScript(page, `https://${TAG_HOSTS.tagManager}/gtm.js?id=${encodeURIComponent(id)}`);
}

/** The Meta pixel: its command queue, its script, then the first page view (later views: gatsby-browser). */
export function loadPixel(id: string, page: TagPage): void {
  if (!page.window.fbq) {
    const queue = ((...args: unknown[]) => {
      if (queue.callMethod) queue.callMethod(...args);
      else queue.queue.push(args);
    }) as PixelQueue;
    Object.assign(queue, { queue: [], push: queue, loaded: true, version: "2.0" });
    page.window.fbq = queue;
    page.window._fbq = page.window._fbq ?? queue;
    appendScript(page, `https://${TAG_HOSTS.pixel}/en_US/fbevents.js`);
  }
  page.window.fbq("init", id);
  page.window.fbq("track", "PageView");
}
