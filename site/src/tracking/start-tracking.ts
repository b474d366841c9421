import type { Clock } from "../rules/clock";
import { campaignFromSearch, clickIdForCookie, saveCampaign } from "./campaign";
import { clickIdCookie } from "./click-id-cookie";
import { trackUserId } from "./events";
import { visitorId } from "./visitor-id";

/** The message of the one console error of the source spec (§8), naming the data layer for whoever reads the console. */
export const USER_ID_ERROR = "[dataLayer] Could not set up the user id (mit_gtm_uid); the data layer goes without it.";

/** Where the landing happened: the parts of the browser the tracking touches. */
export interface LandingContext {
  location: Pick<Location, "search" | "protocol">;
  document: Pick<Document, "cookie">;
  /** Getters, because merely reading `window.localStorage` throws when storage is blocked. */
  sessionStorage: () => Storage;
  localStorage: () => Storage;
  clock: Clock;
  console: Pick<Console, "error" | "warn">;
}

/**
 * What happens once per page load, before the first render (source spec §4):
 * the campaign of the address is saved, the click id goes into its cookie, and
 * the visitor id is set up and pushed. None of it may stop the site: blocked
 * storage costs the data layer, never the visitor.
 */
export function startTracking(landing: LandingContext): void {
  captureCampaign(landing);
  setUpUserId(landing);
}

function captureCampaign({ location, document, sessionStorage, clock, console }: LandingContext): void {
  const clickId = clickIdForCookie(location.search);
  if (clickId !== undefined) {
    try {
      document.cookie = clickIdCookie(clickId, { clock, secure: location.protocol === "https:" });
    } catch (error) {
      console.warn("[dataLayer] Could not set the gclid cookie.", error);
    }
  }
  const campaign = campaignFromSearch(location.search);
  if (Object.keys(campaign).length === 0) return;
  try {
    saveCampaign(campaign, sessionStorage());
  } catch (error) {
    console.warn("[dataLayer] Could not save the campaign in session storage.", error);
  }
}

function setUpUserId({ localStorage, console }: LandingContext): void {
  let id: string;
  try {
    id = visitorId(localStorage());
  } catch (error) {
    console.error(USER_ID_ERROR, error);
    return;
  }
  trackUserId(id);
}
