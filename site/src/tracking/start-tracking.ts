import type { CookiePreferences } from "../../../contracts/cookie-preferences";
import type { Clock } from "../../../shared/clock";
import type { ConsentMode } from "../consent/consent-mode";
import { COOKIE_PREFERENCES_CHANGED, effectiveChoices } from "../consent/visitor-consent";
import { campaignFromSearch, saveCampaign, sweepStoredCampaign } from "./campaign";
import { createConsentedTracking, startConsentedTracking } from "./consented-tracking";
import { trackUserId } from "./events";
import type { TagIds } from "./tag-ids";
import type { TagPage } from "./tag-loaders";
import { visitorId } from "./visitor-id";

/** The message of the one console error of the source spec (§8), naming the data layer for whoever reads the console. */
export const USER_ID_ERROR = "[dataLayer] Could not set up the user id (mit_gtm_uid); the data layer goes without it.";

/** Where the landing happened: the parts of the browser the tracking touches, and the build's settings. */
export interface LandingContext {
  location: Pick<Location, "search" | "protocol">;
  document: Pick<Document, "cookie">;
  /** Getters, because merely reading `window.localStorage` throws when storage is blocked. */
  sessionStorage: () => Storage;
  localStorage: () => Storage;
  /** Where the tags go, once consent allows them. */
  tagPage: TagPage;
  tagIds: TagIds;
  consentMode: ConsentMode;
  /** Reads stored cookie preferences with their contract (loaded on demand in the browser). */
  parseCookiePreferences: (stored: string) => Promise<CookiePreferences | null>;
  /** Where the page announces the visitor's new cookie choices. */
  events: Pick<Window, "addEventListener">;
  clock: Clock;
  console: Pick<Console, "error" | "warn">;
}

/**
 * What happens once per page load, before the first render (source spec §4):
 * the campaign of the address is saved, the visitor id is set up and pushed,
 * and, as far as the visitor's consent goes (decision CONSENT-1), the click id
 * goes into its cookie and the tags load. None of it may stop the site:
 * blocked storage costs the data layer, never the visitor.
 */
export function startTracking(landing: LandingContext): Promise<void> {
  captureCampaign(landing);
  setUpUserId(landing);
  return startConsent(landing);
}

function captureCampaign({ location, sessionStorage, console }: LandingContext): void {
  const campaign = campaignFromSearch(location.search);
  try {
    const storage = sessionStorage();
    sweepStoredCampaign(storage);
    saveCampaign(campaign, storage);
  } catch (error) {
    // Blocked storage costs only the campaign: worth a word only when there was one to keep.
    if (Object.keys(campaign).length > 0) {
      console.warn("[dataLayer] Could not save the campaign in session storage.", error);
    }
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

function startConsent(landing: LandingContext): Promise<void> {
  const tracking = createConsentedTracking(landing);
  return startConsentedTracking(
    tracking,
    effectiveChoices(landing.localStorage, landing.consentMode, landing.parseCookiePreferences),
    (listener) =>
      landing.events.addEventListener(COOKIE_PREFERENCES_CHANGED, (event) => {
        const preferences = (event as CustomEvent<CookiePreferences>).detail;
        listener({ analytics: preferences.analytics, marketing: preferences.marketing });
      }),
  );
}
