/**
 * Every key the site keeps in browser storage, in one place (source spec §3,
 * §4, and the decisions that add to it), as plain constants: the code that
 * runs at first load reads them without loading a schema library. What each
 * key holds is the contract of its own module (location.ts, campaign.ts,
 * cookie-preferences.ts, favorite-deals.ts, form-draft.ts).
 */

/** Local storage: what the site remembers across visits. */
export const STORAGE_KEYS = {
  location: "location",
  favoriteDeals: "favoriteDeals",
  visitorId: "mit_gtm_uid",
  /** The visitor's cookie choices (decision CHROME-7; contracts/cookie-preferences.ts). */
  cookiePreferences: "cookiePreferences",
} as const;

/**
 * Session storage: the campaign captured on landing, one entry per parameter,
 * named as the source spec names the parameters. `source` holds the derived
 * source ('google' or 'r_sociais'), not the raw `utm_source`.
 */
export const CAMPAIGN_STORAGE_KEYS = {
  gclid: "gclid",
  fbclid: "fbclid",
  campanha: "campanha",
  source: "source",
} as const;
export type CampaignField = keyof typeof CAMPAIGN_STORAGE_KEYS;

/** Session storage: a form's draft during the visit, `formDraft:cotacao`, `formDraft:fale-conosco`… */
export const formDraftKey = (form: string) => `formDraft:${form}`;
