import { z } from "zod";
import { CalendarDaySchema } from "./calendar-day";
import { ModelYearSchema } from "./trim";
import { CHASSIS_PREFIX_LENGTH, VIN_PATTERN } from "./vin";

/**
 * A recall campaign (source spec §3 names recalls without showing their
 * fields): the importer calls in the chassis of one model in given ranges to
 * repair a part for free. The project's own data, published on /recall, where a
 * visitor checks a chassis number against the ranges in the browser.
 */

export const ChassisSchema = z.string().regex(VIN_PATTERN, "17 characters, digits and letters without I, O and Q");

export const ChassisRangeSchema = z
  .object({ first: ChassisSchema, last: ChassisSchema })
  .refine((range) => range.first.slice(0, CHASSIS_PREFIX_LENGTH) === range.last.slice(0, CHASSIS_PREFIX_LENGTH), {
    message: `first and last must share their first ${CHASSIS_PREFIX_LENGTH} characters`,
  })
  .refine((range) => range.first <= range.last, { message: "first must not come after last" });

export const RecallCampaignSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The campaign as the visitor reads it ("Recall Pajero Sport 2025: bomba de combustível"). */
  title: z.string().min(1),
  /** The catalogue model called in. */
  modelId: z.number().int().positive(),
  modelYears: z.array(ModelYearSchema).min(1),
  /** The part affected, the risk it brings and the free repair. */
  component: z.string().min(1),
  risk: z.string().min(1),
  remedy: z.string().min(1),
  /** The day the campaign started; campaigns are listed newest first. */
  startedOn: CalendarDaySchema,
  chassisRanges: z.array(ChassisRangeSchema).min(1),
});
export type RecallCampaign = z.infer<typeof RecallCampaignSchema>;
