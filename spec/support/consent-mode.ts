/**
 * A deployment's consent mode (decision CONSENT-1) is stated in the head of
 * each of its pages, `<meta name="consent-mode" content="notice">`, and the
 * site's code goes by that statement. To check both modes against one
 * deployment, the scenario's browser receives the pages of the site stating
 * the mode the scenario names, as a deployment built in that mode serves them;
 * nothing else of the page changes.
 */

/** The two modes of CONSENT-1: `notice` (the source spec's site) and `opt-in` (LGPD's strict reading). */
export const CONSENT_MODES = ["notice", "opt-in"] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** The name of the meta element that states the mode. */
export const CONSENT_MODE_META = "consent-mode";

const STATEMENT = new RegExp(`<meta name="${CONSENT_MODE_META}" content="[^"]*"\\s*/?>`);

export function isConsentMode(mode: string): mode is ConsentMode {
  return (CONSENT_MODES as readonly string[]).includes(mode);
}

/** A page of the site as served in a consent mode: the statement of its mode set to it. */
export function statingConsentMode(mode: ConsentMode): (page: string) => string {
  // A page that states no mode is served as it is: the scenario's own check of the statement then fails.
  return (page) => page.replace(STATEMENT, `<meta name="${CONSENT_MODE_META}" content="${mode}"/>`);
}
