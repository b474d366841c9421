import { z } from "zod";

/**
 * The vehicle model of the static catalogue (source spec §3). Every field the
 * spec names is here; prices are honestly nullable because the spec says some
 * starting prices are null (the site then asks the visitor to consult a dealer).
 */

/** An id of the project's own artwork; the request builder turns it into an image address. */
export const ImageIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and hyphens");
export type ImageId = z.infer<typeof ImageIdSchema>;

/** A PDF of the project (catalogue folder, comparison sheet, buy-back manual…). */
export const PdfIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const BodyStyleNameSchema = z.enum(["SUV e Crossovers", "Picapes"]);
export type BodyStyleName = z.infer<typeof BodyStyleNameSchema>;

/** A price in whole reais, or null when the importer publishes none. */
export const PriceSchema = z.number().int().positive().nullable();

export const TrimSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  year: z.number().int().min(2000).max(2100),
  price: PriceSchema,
  engine: z.string().min(1),
  transmission: z.string().min(1),
  fuel: z.enum(["Diesel", "Gasolina", "Flex", "Híbrido plug-in"]),
  features: z.array(z.string().min(1)).min(1),
});
export type Trim = z.infer<typeof TrimSchema>;

/** One model year of the model: the id is the year itself. */
export const AboutEntrySchema = z.object({
  id: z.number().int().min(2000).max(2100),
  /** Trusted HTML written by the project (never visitor input). */
  description: z.string().min(1),
  title: z.string().min(1),
  tagline: z.string().min(1),
  imageIds: z.array(ImageIdSchema),
  comparePdfId: PdfIdSchema.nullable(),
  folderPdfId: PdfIdSchema.nullable(),
  compareNotes: z.string().nullable(),
  defaultTrimId: z.string().min(1),
});
export type AboutEntry = z.infer<typeof AboutEntrySchema>;

/** A video: the id, and the embed address in `value` (loaded only after a click). */
export const VideoSchema = z.object({
  id: z.string().min(1),
  value: z.url({ protocol: /^https$/ }),
});
export type Video = z.infer<typeof VideoSchema>;

/** Editorial items the spec names on the model without showing their fields. */
const TeaserSchema = z.object({ id: z.string().min(1), title: z.string().min(1) });

export const VehicleModelSchema = z.object({
  id: z.number().int().positive(),
  position: z.number().int().nonnegative(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  makeId: z.number().int().positive(),
  makeName: z.string().min(1),
  bodystyleName: BodyStyleNameSchema,
  title: z.string().min(1),
  tagline: z.string().min(1),
  images: z.array(ImageIdSchema),
  imageId1: ImageIdSchema.nullable(),
  imageId2: ImageIdSchema.nullable(),
  imageHeroId: ImageIdSchema.nullable(),
  imageHeroMobileId: ImageIdSchema.nullable(),
  makeImageId: ImageIdSchema.nullable(),
  premium: z.boolean(),
  about: z.array(AboutEntrySchema).min(1),
  minPrice: PriceSchema,
  maxPrice: PriceSchema,
  numTrims: z.number().int().nonnegative(),
  competitors: z.array(z.string().min(1)),
  trims: z.array(TrimSchema).min(1),
  years: z.array(z.number().int().min(2000).max(2100)).min(1),
  lastYear: z.number().int().min(2000).max(2100),
  unitsSold: z.number().int().nonnegative(),
  launch: z.boolean(),
  catalogueAvailable: z.boolean(),
  specialSeries: z.boolean(),
  directSales: z.boolean(),
  ecommerce: z.boolean(),
  defaultTrimId: z.string().min(1),
  defaultTrimIndex: z.number().int().nonnegative(),
  news: z.array(TeaserSchema),
  reviews: z.array(TeaserSchema),
  suggestions: z.array(z.number().int().positive()),
  /** Trusted HTML; dates in dd/mm/yyyy are rewritten by the legal-text rule when shown. */
  legalText: z.string().min(1),
  customCampaignId: z.string().nullable(),
  acordoAdesaoPdfId: PdfIdSchema.nullable(),
  manualRecompraPdfId: PdfIdSchema.nullable(),
  exclusiveFeatures: z.array(z.string().min(1)),
  videos: z.array(VideoSchema),
  seoTitle: z.string().min(1),
  seoDescription: z.string().min(1),
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;
