import * as z from "zod/mini";
import { CAMPAIGN_SOURCES, CAPTURED_VALUE_MAX_LENGTH, VISITOR_ID_PATTERN } from "./campaign-storage";
import { capturedText } from "./text-fields";

/**
 * The campaign a visitor arrived with (source spec §4), as the forms read it
 * back from session storage to send it along with a lead. `zod/mini` because
 * the browser parses it; the keys are in campaign-storage.ts.
 */

export const CAMPAIGN_SOURCE_MESSAGE = "A origem da campanha é google ou r_sociais.";
export const CAMPAIGN_VALUE_MESSAGE = `Um valor de campanha tem de 1 a ${CAPTURED_VALUE_MAX_LENGTH} caracteres.`;
export const VISITOR_ID_MESSAGE = "O identificador do visitante não é um dos que o site cria.";

export const CampaignSourceSchema = z.enum(CAMPAIGN_SOURCES, { error: CAMPAIGN_SOURCE_MESSAGE });

/** A captured parameter: empty values, and values too long to be a click id or campaign name, are not captured. */
const CapturedValueSchema = capturedText(CAPTURED_VALUE_MAX_LENGTH, CAMPAIGN_VALUE_MESSAGE);

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
export const VisitorIdSchema = z.string(VISITOR_ID_MESSAGE).check(z.regex(VISITOR_ID_PATTERN, VISITOR_ID_MESSAGE));
export type VisitorId = z.infer<typeof VisitorIdSchema>;
