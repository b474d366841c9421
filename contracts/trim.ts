import { z } from "zod";
import { ImageIdSchema } from "./image";

/** A price in whole reais, or null when the importer publishes none (the site then asks to consult a dealer). */
export const PriceSchema = z.number().int().positive().nullable();
export type Price = z.infer<typeof PriceSchema>;

/** A model year, as the catalogue writes it. */
export const ModelYearSchema = z.number().int().min(2000).max(2100);

/**
 * A version of a model (source spec §3 names `trims` without showing their
 * fields). Its id is unique in the whole catalogue: the model page anchors each
 * version at its id, so a menu entry can lead straight to it.
 */
export const TrimSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and hyphens"),
  name: z.string().min(1),
  year: ModelYearSchema,
  price: PriceSchema,
  engine: z.string().min(1),
  transmission: z.string().min(1),
  fuel: z.enum(["Diesel", "Gasolina", "Flex", "Híbrido plug-in"]),
  /** A limited edition ('Série especial' in the menus). */
  specialSeries: z.boolean(),
  /** The version's own drawing (560×397, for the menu); null uses the model's. */
  imageId: ImageIdSchema.nullable(),
  features: z.array(z.string().min(1)).min(1),
});
export type Trim = z.infer<typeof TrimSchema>;
