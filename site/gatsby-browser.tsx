import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { systemClock } from "../shared/clock";
import { wrapPage } from "./src/components/layout/wrap-page";
import { routeChangeDelayed, routeChangeFinished } from "./src/components/route-progress/route-progress";
import { pageConsentMode } from "./src/consent/consent-mode";
import { startTracking } from "./src/tracking/start-tracking";
import { SITE_TAG_IDS } from "./src/tracking/tag-ids";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

/** Once per page load, before the first render: the campaign, the visitor id and what consent allows (source spec §4). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void startTracking({
    location: window.location,
    document,
    sessionStorage: () => window.sessionStorage,
    localStorage: () => window.localStorage,
    tagPage: { document, window, clock: systemClock },
    tagIds: SITE_TAG_IDS,
    consentMode: pageConsentMode(document),
    // The contract's parser (zod) loads only when the visitor has saved choices.
    parseCookiePreferences: (stored) =>
      import("../contracts/cookie-preferences").then((module) => module.parseStoredCookiePreferences(stored)),
    events: window,
    clock: systemClock,
    console,
  });
};

/** The pixel counts its first page view itself; client-side navigations are told to it here. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  routeChangeFinished();
  if (prevLocation && typeof window.fbq === "function") window.fbq("track", "PageView");
};

/** Gatsby reports a route change still loading after about a second: the progress bar shows (§2). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  routeChangeDelayed();
};
