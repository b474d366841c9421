import { z } from "zod";

/**
 * A plan of MIT Assinatura, the subscription service (source spec §1; §3 names
 * subscriptions without showing their fields): a version of a catalogue model
 * for a monthly price, a term and a monthly mileage. The project's own data,
 * parsed when the site builds and checked against the catalogue.
 */
export const SubscriptionPlanSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  modelId: z.number().int().positive(),
  /** The version subscribed. */
  trimId: z.string().min(1),
  /** The monthly price in whole reais. */
  monthlyPrice: z.number().int().positive(),
  /** How many months the subscription lasts. */
  termMonths: z.number().int().min(6).max(60),
  /** The kilometres included per month. */
  kmPerMonth: z.number().int().positive().multipleOf(100),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
