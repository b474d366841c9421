import { VISITOR_ID_PATTERN } from "../../../contracts/campaign-storage";
import { ContactMessageSchema } from "../../../contracts/contact-message";
import { leadSchema } from "../../../contracts/lead";
import { isMobilePhone } from "../../../contracts/phone-numbering";
import { formatMobilePhone } from "../../../contracts/phone-writing";
import { STORAGE_KEYS } from "../../../contracts/storage-keys";
import type { SubmissionTracking } from "../../../contracts/submission";
import { readStoredCampaign } from "../tracking/stored-campaign";
import { type FieldName, type FormDefinition, type FormValues, VIP_MODEL_SLUG } from "./form-definitions";

/**
 * A form's values checked with the very contract the API checks them with
 * (contracts/lead.ts, contracts/contact-message.ts), turned into the payload it
 * sends. The contracts use zod/mini; this module is loaded on demand (when the
 * visitor starts filling a form), so no page carries zod in its first load.
 */

/** The pt-BR message of each field in error; `consent` for the consent box, `form` for the rest. */
export type FieldErrors = Partial<Record<FieldName | "consent" | "form", string>>;

export type Checked = { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** The campaign of the visit (source spec §4) and the visitor id, as stored on landing; none when storage refuses. */
export function trackingOfVisit(
  sessionStorage: () => Pick<Storage, "getItem">,
  localStorage: () => Pick<Storage, "getItem">,
): SubmissionTracking {
  let campaign: SubmissionTracking["campaign"] = {};
  try {
    campaign = readStoredCampaign(sessionStorage());
  } catch {
    // Storage blocked: the lead goes without its campaign.
  }
  let visitorId: string | null = null;
  try {
    visitorId = localStorage().getItem(STORAGE_KEYS.visitorId);
  } catch {
    // Same: without the visitor id.
  }
  return visitorId !== null && VISITOR_ID_PATTERN.test(visitorId) ? { campaign, visitorId } : { campaign };
}

/** A field the visitor may leave empty is left out of the payload when empty. */
const optionalText = (text: string) => (text.trim() === "" ? undefined : text);

/** What a form sends for its values: the contract's shape, before the contract checks it. */
export function submissionOf(definition: FormDefinition, values: FormValues, tracking: SubmissionTracking) {
  const asks = (field: FieldName) => definition.fields.includes(field);
  const common = {
    name: values.name,
    email: values.email,
    // Sent in its written form, whatever the visitor typed around the digits.
    phone: isMobilePhone(values.phone) ? formatMobilePhone(values.phone) : values.phone,
    state: values.state,
    city: values.city,
    cityId: optionalText(values.cityId),
    consent: values.consent,
    tracking,
  };
  if (definition.channel === "contact") {
    return { ...common, subject: values.subject, message: values.message };
  }
  return {
    kind: definition.leadKind,
    ...common,
    modelSlug: asks("modelSlug") ? values.modelSlug : VIP_MODEL_SLUG,
    dealerId: asks("dealerId") ? optionalText(values.dealerId) : undefined,
    // A test drive always sends its date, empty too, so an empty date gets the date's message.
    preferredDate: asks("preferredDate") ? values.preferredDate : undefined,
    message: asks("message") ? optionalText(values.message) : undefined,
  };
}

/** Checks the values against the form's contract for `today` ("yyyy-mm-dd" in Brazil). */
export function checkSubmission(
  definition: FormDefinition,
  values: FormValues,
  today: string,
  tracking: SubmissionTracking,
): Checked {
  const candidate = submissionOf(definition, values, tracking);
  const result =
    definition.channel === "contact"
      ? ContactMessageSchema.safeParse(candidate)
      : leadSchema(today).safeParse(candidate);
  if (result.success) return { ok: true, payload: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const shown = definition.fields.includes(field as FieldName) || field === "consent";
    // Fields the visitor cannot see (the kind, the tracking) are the site's fault: one message for the form.
    const key = shown ? (field as FieldName | "consent") : "form";
    errors[key] ??= shown ? issue.message : "Não foi possível preparar o envio. Recarregue a página e tente de novo.";
  }
  return { ok: false, errors };
}
