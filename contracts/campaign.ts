import * as z from "zod/mini";
import { CAMPAIGN_SOURCES, CAPTURED_VALUE_MAX_LENGTH, VISITOR_ID_PATTERN } from "./campaign-storage";

/**
 * The campaign a visitor arrived with (source spec §4), as the forms read it
 * back from session storage to send it along with a lead. `zod/mini` because
 * the browser parses it; the keys are in campaign-storage.ts.
 */

export const CampaignSourceSchema = z.enum(CAMPAIGN_SOURCES);

/** A captured parameter: empty values, and values too long to be a click id or campaign name, are not captured. */
const CapturedValueSchema = z.string().check(z.minLength(1), z.maxLength(CAPTURED_VALUE_MAX_LENGTH));

/** The captured campaign: only the parameters that were present, not empty, on some landing of the session. */
export const CampaignSchema = z.object({
  /** Google Ads click id. */
  gclid: z.optional(CapturedValueSchema),
  /** Meta (Facebook, Instagram) click id. */
  fbclid: z.optional(CapturedValueSchema),
  /** The importer's own campaign name. */
  campanha: z.optional(CapturedValueSchema),
  /** The source, derived from `utm_source`. */
  source: z.optional(CampaignSourceSchema),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** The visitor id kept in local storage as `mit_gtm_uid`. */
export const VisitorIdSchema = z.string().check(z.regex(VISITOR_ID_PATTERN));
export type VisitorId = z.infer<typeof VisitorIdSchema>;
