import * as z from "zod/mini";
import { ConsentSchema, ContactFieldsSchema, FORM_MESSAGE, SubmissionTrackingSchema } from "./submission";
import { DATE_MESSAGE, isBookableDay } from "./test-drive-days";
import { multilineText, strictObjectError } from "./text-fields";

export { addDays, DATE_MESSAGE, isBookableDay, TEST_DRIVE_MAX_DAYS_AHEAD } from "./test-drive-days";

/**
 * A lead (source spec §7, portal "lead"): a quote request, a test-drive
 * request, or a VIP sign-up for a launch. The schema depends on today's date
 * (a test drive is booked from tomorrow on), so it is made by a function of
 * the one clock's day; the form and the API call it with their own clock.
 */

export const LEAD_KINDS = ["cotacao", "test-drive", "vip"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const MODEL_MESSAGE = "Escolha o modelo.";
export const DEALER_MESSAGE = "Escolha uma concessionária da lista.";
export const MESSAGE_LIMIT = 1000;
export const KIND_MESSAGE = "O pedido é de cotação (cotacao), test drive (test-drive) ou lista VIP (vip).";
export const LEAD_MESSAGE_MESSAGE = `Use até ${MESSAGE_LIMIT} caracteres.`;

/** Lower-case words joined by hyphens, as catalogue and dealer ids are written. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Every check carries the pt-BR message the form shows beside the field: an empty or unknown value reads as "choose one".
const slug = (message: string) => z.string(message).check(z.regex(SLUG, message));

/** The lead contract for a given day ("yyyy-mm-dd" of today, in Brazil). */
export function leadSchema(today: string) {
  return z
    .strictObject(
      {
        kind: z.enum(LEAD_KINDS, { error: KIND_MESSAGE }),
        ...ContactFieldsSchema.shape,
        modelSlug: slug(MODEL_MESSAGE),
        dealerId: z.optional(slug(DEALER_MESSAGE)),
        preferredDate: z.optional(
          z.string(DATE_MESSAGE).check(z.refine((day) => isBookableDay(day, today), DATE_MESSAGE)),
        ),
        message: z.optional(multilineText(0, MESSAGE_LIMIT, LEAD_MESSAGE_MESSAGE)),
        consent: ConsentSchema,
        tracking: SubmissionTrackingSchema,
      },
      { error: strictObjectError(FORM_MESSAGE) },
    )
    .check(
      z.refine((lead) => lead.kind !== "test-drive" || lead.preferredDate !== undefined, {
        message: DATE_MESSAGE,
        path: ["preferredDate"],
      }),
    );
}
export type Lead = z.infer<ReturnType<typeof leadSchema>>;
