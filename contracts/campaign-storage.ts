import type { CampaignField } from "./storage-keys";

/**
 * What the site keeps in browser storage for tracking (source spec §3, §4): the
 * keys and value formats, as plain constants, so the code that runs at first
 * load uses them without loading a schema library. The schemas that read these
 * values back are in campaign.ts; the keys are in storage-keys.ts.
 */

/** The derived sources: `google` when `utm_source` is google (any letter case), `r_sociais` otherwise. */
export const CAMPAIGN_SOURCES = ["google", "r_sociais"] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];

/**
 * The longest captured value kept. Click ids and campaign names are tens of
 * characters; anything far longer is not one (a hand-edited or hostile address,
 * or storage filled by another script) and is not kept.
 */
export const CAPTURED_VALUE_MAX_LENGTH = 512;

/** Whether a value may stand in session storage under a campaign field: what the landing code itself would store. */
export function isStorableCampaignValue(field: CampaignField, value: string): boolean {
  if (field === "source") return (CAMPAIGN_SOURCES as readonly string[]).includes(value);
  return value.length > 0 && value.length <= CAPTURED_VALUE_MAX_LENGTH;
}

/**
 * A visitor id, kept in local storage under `STORAGE_KEYS.visitorId`
 * (`mit_gtm_uid`, storage-keys.ts): the site makes random UUIDs; an id left by an earlier version
 * of the site is kept when it looks like a token.
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** The name of the click-id cookie (source spec §4). */
export const CLICK_ID_COOKIE = "gclid";
