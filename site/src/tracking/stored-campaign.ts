import { type Campaign, CampaignSchema } from "../../../contracts/campaign";
import { CAMPAIGN_STORAGE_KEYS, type CampaignField } from "../../../contracts/storage-keys";

/**
 * The campaign of the session as stored on landing, for the forms to send with
 * a lead. Entries that do not match the contract (edited by hand, left by
 * another script) are ignored, and unreadable storage reads as no campaign.
 * Kept apart from the landing code so its schema loads only where it is used.
 */
export function readStoredCampaign(storage: Pick<Storage, "getItem">): Campaign {
  const campaign: Record<string, string> = {};
  for (const field of Object.keys(CAMPAIGN_STORAGE_KEYS) as CampaignField[]) {
    try {
      const value = storage.getItem(CAMPAIGN_STORAGE_KEYS[field]);
      if (value !== null) campaign[field] = value;
    } catch {
      return {};
    }
  }
  const entries = Object.entries(campaign).filter(
    ([field, value]) => CampaignSchema.shape[field as CampaignField].safeParse(value).success,
  );
  return CampaignSchema.parse(Object.fromEntries(entries));
}
