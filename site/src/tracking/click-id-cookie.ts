import { CLICK_ID_COOKIE } from "../../../contracts/campaign-storage";
import type { Clock } from "../../../shared/clock";

/** The click-id (`gclid`) cookie lives this long (§4, §9). */
export const CLICK_ID_COOKIE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `gclid` cookie (source spec §4): kept 90 days from now by the one clock,
 * for the whole site, sent on top-level navigations from other sites (Lax), and
 * only over https when the site is served over https.
 *
 * It is an absolute `Expires`, not a `Max-Age`, so its end follows the site's
 * clock (and the suite's virtual clock) rather than the browser's own.
 */
export function clickIdCookie(clickId: string, { clock, secure }: { clock: Clock; secure: boolean }): string {
  const expires = new Date(clock.now().getTime() + CLICK_ID_COOKIE_DAYS * DAY_MS);
  const attributes = [`Expires=${expires.toUTCString()}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return [`${CLICK_ID_COOKIE}=${encodeURIComponent(clickId)}`, ...attributes].join("; ");
}

/** What removes the `gclid` cookie: the same name and path, expired. */
export function expiredClickIdCookie(): string {
  return `${CLICK_ID_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/** Whether the browser holds a `gclid` cookie for this page, from its cookie header string. */
export function hasClickIdCookie(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim().startsWith(`${CLICK_ID_COOKIE}=`));
}
