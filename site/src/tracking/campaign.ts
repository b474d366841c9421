import type { Campaign } from "../../../contracts/campaign";
import { type CampaignSource, isStorableCampaignValue } from "../../../contracts/campaign-storage";
import { CAMPAIGN_STORAGE_KEYS, type CampaignField } from "../../../contracts/storage-keys";

/**
 * The campaign rules of the source spec §4, as pure functions of the address's
 * query. Only present, non-empty parameters count; a repeated parameter counts
 * with its first value; a value longer than a click id or campaign name can be
 * (CAPTURED_VALUE_MAX_LENGTH) is not captured.
 */

function param(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === "" ? undefined : value;
}

/** `google` when the source is google, ignoring letter case and surrounding spaces; `r_sociais` for any other. */
export function campaignSource(utmSource: string): CampaignSource {
  return utmSource.trim().toLowerCase() === "google" ? "google" : "r_sociais";
}

/** The campaign an address's query brings: click ids, campaign name, and the source derived from `utm_source`. */
export function campaignFromSearch(search: string): Campaign {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const field of ["gclid", "fbclid", "campanha"] as const) {
    const value = param(query, field);
    if (value !== undefined && isStorableCampaignValue(field, value)) campaign[field] = value;
  }
  const utmSource = param(query, "utm_source");
  if (utmSource !== undefined) campaign.source = campaignSource(utmSource);
  return campaign;
}

/**
 * The click id that goes into the `gclid` cookie, if any: only when the source
 * parameter is absent (or empty) or contains `aw` in any letter case.
 */
export function clickIdForCookie(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const gclid = param(query, "gclid");
  if (gclid === undefined || !isStorableCampaignValue("gclid", gclid)) return undefined;
  const utmSource = param(query, "utm_source");
  return utmSource === undefined || utmSource.toLowerCase().includes("aw") ? gclid : undefined;
}

/**
 * Saves a landing's campaign in session storage, one entry per parameter: each
 * parameter the address brought replaces the stored one, the others keep theirs
 * (an inner page reloaded with only the carried parameters keeps the click id).
 */
export function saveCampaign(campaign: Campaign, storage: Pick<Storage, "setItem">): void {
  for (const field of Object.keys(CAMPAIGN_STORAGE_KEYS) as CampaignField[]) {
    const value = campaign[field];
    if (value !== undefined) storage.setItem(CAMPAIGN_STORAGE_KEYS[field], value);
  }
}

/**
 * Removes the stored campaign entries the landing code would never have
 * written (edited by hand, left by another script, a megabyte of text), so
 * nothing downstream reads them. Run on landing, before the address's campaign
 * is saved.
 */
export function sweepStoredCampaign(storage: Pick<Storage, "getItem" | "removeItem">): void {
  for (const field of Object.keys(CAMPAIGN_STORAGE_KEYS) as CampaignField[]) {
    const key = CAMPAIGN_STORAGE_KEYS[field];
    const value = storage.getItem(key);
    if (value !== null && !isStorableCampaignValue(field, value)) storage.removeItem(key);
  }
}
