import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { wrapPage } from "./src/components/layout/wrap-page";
import { routeChangeDelayed, routeChangeFinished } from "./src/components/route-progress/route-progress";
import { systemClock } from "./src/rules/clock";
import { startTracking } from "./src/tracking/start-tracking";

declare global {
  interface Window {
    fbq?: (...args: unknown[]) => void;
  }
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

/** Once per page load, before the first render: the campaign and the visitor id (source spec §4). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startTracking({
    location: window.location,
    document,
    sessionStorage: () => window.sessionStorage,
    localStorage: () => window.localStorage,
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
