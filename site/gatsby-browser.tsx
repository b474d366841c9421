import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { systemClock } from "../shared/clock";
import { nextTask } from "./src/browser/next-task";
import { wrapPage } from "./src/components/layout/wrap-page";
import { routeChangeDelayed, routeChangeFinished } from "./src/components/route-progress/route-progress";
import { pageConsentMode } from "./src/consent/consent-mode";
import { startTracking } from "./src/tracking/start-tracking";
import { SITE_TAG_IDS } from "./src/tracking/tag-ids";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

/**
 * The built page is hydrated as a transition: React then hydrates it in slices
 * of a few milliseconds, yielding to the browser between them, instead of in
 * one task as long as the page is big (on a mid-range phone, a quarter of a
 * second on Dealers or a model page, that a tap or a scroll would wait for).
 * A tap on a part not yet hydrated hydrates it at once and is replayed, so
 * nothing the visitor does is lost. A page without built markup (none today)
 * is rendered, as Gatsby's own renderer does.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  const built = document.getElementById("gatsby-focus-wrapper");
  if (built && built.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
/** Gatsby's type is ReactDOM.render's of React 17; Gatsby ignores what the function returns. */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;

/**
 * Once per page load, before the first render: the campaign, the visitor id and
 * what consent allows (source spec §4). Gatsby waits for the returned promise
 * before it loads the page, so the start runs in three tasks: the scripts'
 * evaluation, tracking, then the page's loading. In one task they took 23–29
 * ms here on Dealers (unthrottled), which Lighthouse reckons at 90–115 ms of a
 * mid-range phone: the page's longest task after its first layout.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => nextTask().then(startPageTracking).then(nextTask);

function startPageTracking(): void {
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
}

/** The pixel counts its first page view itself; client-side navigations are told to it here. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  routeChangeFinished();
  if (prevLocation && typeof window.fbq === "function") window.fbq("track", "PageView");
};

/** Gatsby reports a route change still loading after about a second: the progress bar shows (§2). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  routeChangeDelayed();
};
