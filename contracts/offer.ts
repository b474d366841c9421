import { z } from "zod";
import { PriceSchema } from "./trim";

/**
 * An offer of the month (/ofertas): a version of a catalogue model at an offer
 * price or with a purchase condition. The project's own data, parsed with this
 * contract when the site builds and checked against the catalogue (the model
 * and version exist; an offer price is below the version's public price).
 */
export const OfferSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  position: z.number().int().nonnegative(),
  modelId: z.number().int().positive(),
  /** The version on offer. */
  trimId: z.string().min(1),
  /** The headline ("Taxa 0% em 24 meses"). */
  title: z.string().min(1),
  /** The offer price in whole reais; null when the offer is a condition on the public price. */
  price: PriceSchema,
  /** The conditions, one sentence each, as the visitor reads them. */
  conditions: z.array(z.string().min(1)).min(1),
  /**
   * Trusted HTML with the offer's validity as dd/mm/yyyy dates: the legal-text
   * rule shows each as the last day of the current month.
   */
  legalText: z.string().min(1),
  /** Shown among the home page's highlighted offers. */
  highlighted: z.boolean(),
});
export type Offer = z.infer<typeof OfferSchema>;
