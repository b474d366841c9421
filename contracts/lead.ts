import * as z from "zod/mini";
import { ConsentSchema, ContactFieldsSchema, SubmissionTrackingSchema } from "./submission";

/**
 * A lead (source spec §7, portal "lead"): a quote request, a test-drive
 * request, or a VIP sign-up for a launch. The schema depends on today's date
 * (a test drive is booked from tomorrow on), so it is made by a function of
 * the one clock's day; the form and the API call it with their own clock.
 */

export const LEAD_KINDS = ["cotacao", "test-drive", "vip"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** How far ahead a test drive can be booked. */
export const TEST_DRIVE_MAX_DAYS_AHEAD = 60;

export const MODEL_MESSAGE = "Escolha o modelo.";
export const DATE_MESSAGE = `Escolha uma data entre amanhã e os próximos ${TEST_DRIVE_MAX_DAYS_AHEAD} dias.`;
export const MESSAGE_LIMIT = 1000;

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** "yyyy-mm-dd" of a calendar day, `days` after the given one. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a "yyyy-mm-dd" names a real day between tomorrow and the last bookable day. */
export function isBookableDay(isoDay: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return false;
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) return false;
  return isoDay >= addDays(today, 1) && isoDay <= addDays(today, TEST_DRIVE_MAX_DAYS_AHEAD);
}

/** The lead contract for a given day ("yyyy-mm-dd" of today, in Brazil). */
export function leadSchema(today: string) {
  return z
    .strictObject({
      kind: z.enum(LEAD_KINDS),
      ...ContactFieldsSchema.shape,
      modelSlug: slug.check(z.minLength(1, MODEL_MESSAGE)),
      dealerId: z.optional(slug),
      preferredDate: z.optional(z.string().check(z.refine((day) => isBookableDay(day, today), DATE_MESSAGE))),
      message: z.optional(
        z.string().check(z.trim(), z.maxLength(MESSAGE_LIMIT, `Use até ${MESSAGE_LIMIT} caracteres.`)),
      ),
      consent: ConsentSchema,
      tracking: SubmissionTrackingSchema,
    })
    .check(
      z.refine((lead) => lead.kind !== "test-drive" || lead.preferredDate !== undefined, {
        message: DATE_MESSAGE,
        path: ["preferredDate"],
      }),
    );
}
export type Lead = z.infer<ReturnType<typeof leadSchema>>;
