import type { CookieChoices } from "../../../contracts/cookie-preferences";
import type { Clock } from "../../../shared/clock";
import { clickIdForCookie } from "./campaign";
import { clickIdCookie, expiredClickIdCookie, hasClickIdCookie } from "./click-id-cookie";
import type { TagIds } from "./tag-ids";
import { loadPixel, loadTagManager, type TagPage } from "./tag-loaders";

/**
 * What works only with the visitor's consent (decision CONSENT-1): the
 * click-id cookie and the social advertising pixel are marketing, the tag
 * manager is analytics. Each page load decides once its choices are known
 * (the saved ones, or the consent mode's defaults), and again whenever the
 * visitor saves new ones: a yes sets the cookie of this landing's click id and
 * loads the tags; a no to marketing removes the click-id cookie. A tag already
 * loaded stays until the next page load: a page cannot unload a script.
 */
export interface ConsentedTrackingContext {
  location: Pick<Location, "search" | "protocol">;
  document: Pick<Document, "cookie">;
  tagPage: TagPage;
  tagIds: TagIds;
  clock: Clock;
  console: Pick<Console, "warn">;
}

export interface ConsentedTracking {
  /** Acts on the visitor's choices; calling it again with the same choices changes nothing. */
  apply(choices: CookieChoices): void;
}

export function createConsentedTracking(context: ConsentedTrackingContext): ConsentedTracking {
  const { document, tagIds, tagPage, clock, console } = context;
  // The landing's click id qualifies for the cookie by its own address (source spec §4), whenever consent comes.
  const clickId = clickIdForCookie(context.location.search);
  const done = { cookie: false, tagManager: false, pixel: false };

  const setCookie = (cookie: string) => {
    try {
      document.cookie = cookie;
    } catch (error) {
      console.warn("[dataLayer] Could not change the gclid cookie.", error);
    }
  };

  return {
    apply({ analytics, marketing }) {
      if (marketing && clickId !== undefined && !done.cookie) {
        setCookie(clickIdCookie(clickId, { clock, secure: context.location.protocol === "https:" }));
        done.cookie = true;
      }
      if (!marketing) {
        if (hasClickIdCookie(document.cookie)) setCookie(expiredClickIdCookie());
        // A later yes on this page sets it again, counting its 90 days from then.
        done.cookie = false;
      }
      if (analytics && tagIds.tagManagerId && !done.tagManager) {
        loadTagManager(tagIds.tagManagerId, tagPage);
        done.tagManager = true;
      }
      if (marketing && tagIds.pixelId && !done.pixel) {
        loadPixel(tagIds.pixelId, tagPage);
        done.pixel = true;
      }
    },
  };
}

/**
 * Once per page load: applies the choices known at landing, then every choice
 * the visitor saves. A choice saved while the landing's choices are still
 * being read wins over them.
 */
export function startConsentedTracking(
  tracking: ConsentedTracking,
  landingChoices: Promise<CookieChoices>,
  onChange: (listener: (choices: CookieChoices) => void) => void,
): Promise<void> {
  let changed = false;
  onChange((choices) => {
    changed = true;
    tracking.apply(choices);
  });
  return landingChoices.then((choices) => {
    if (!changed) tracking.apply(choices);
  });
}
