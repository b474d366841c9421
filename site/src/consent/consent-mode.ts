import type { CookieChoices } from "../../../contracts/cookie-preferences";

/**
 * How the site treats analytics and marketing before the visitor has chosen
 * (decision CONSENT-1), set for a deployment with GATSBY_CONSENT_MODE:
 *
 * - `notice` (the default): as the source spec describes the site, the tag
 *   manager, the social advertising pixel and the click-id cookie work from the
 *   first page; the footer's cookie preferences let the visitor say no.
 * - `opt-in` (LGPD's strict reading): none of them works until the visitor says
 *   yes in the cookie preferences.
 *
 * The mode only decides the default; a choice the visitor saved always wins.
 */
export const CONSENT_MODES = ["notice", "opt-in"] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

export const CONSENT_MODE_VARIABLE = "GATSBY_CONSENT_MODE";

/** A consent mode the build cannot use: the build stops with this message. */
export class ConsentModeError extends Error {
  override name = "ConsentModeError";
}

/** The mode of a build's environment; unset or blank is `notice`. */
export function consentModeFrom(environment: Readonly<Record<string, string | undefined>>): ConsentMode {
  const value = environment[CONSENT_MODE_VARIABLE]?.trim();
  if (!value) return "notice";
  if ((CONSENT_MODES as readonly string[]).includes(value)) return value as ConsentMode;
  throw new ConsentModeError(
    `${CONSENT_MODE_VARIABLE}="${value}" is not a consent mode (expected ${CONSENT_MODES.join(" or ")}).`,
  );
}

/** What analytics and marketing may do while the visitor has not chosen. */
export function defaultChoices(mode: ConsentMode): CookieChoices {
  const allowed = mode === "notice";
  return { analytics: allowed, marketing: allowed };
}

/** The mode this build was made with (webpack writes the variable's value into the browser's code). */
export const SITE_CONSENT_MODE: ConsentMode = consentModeFrom({
  [CONSENT_MODE_VARIABLE]: process.env.GATSBY_CONSENT_MODE,
});

/**
 * Every page states its mode in its head, `<meta name="consent-mode" content="…">`,
 * and the browser's code goes by what the page says: whoever audits a deployment
 * reads its mode in the page source, and the spec checks both modes against one
 * build by serving its pages with either statement. (The build's mode still
 * decides the fallbacks for browsers without JavaScript, written into the page.)
 */
export const CONSENT_MODE_META = "consent-mode";

/** The mode the page states; the build's mode when the page states none or one that is not a mode. */
export function pageConsentMode(document: Pick<Document, "querySelector">): ConsentMode {
  const stated = document.querySelector(`meta[name="${CONSENT_MODE_META}"]`)?.getAttribute("content")?.trim();
  return (CONSENT_MODES as readonly (string | undefined)[]).includes(stated)
    ? (stated as ConsentMode)
    : SITE_CONSENT_MODE;
}
