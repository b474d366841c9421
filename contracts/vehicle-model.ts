import { z } from "zod";
import { ImageIdSchema, PdfIdSchema } from "./image";
import { ModelYearSchema, PriceSchema, TrimSchema } from "./trim";

/**
 * The vehicle model of the static catalogue (source spec §3). Every field the
 * spec names is here; prices are honestly nullable because the spec says some
 * starting prices are null (the site then asks the visitor to consult a dealer).
 * The fields that repeat what other fields say (numTrims, the price range,
 * lastYear, the default trim…) must agree with them: see `checkConsistency`.
 */

export const BodyStyleNameSchema = z.enum(["SUV e Crossovers", "Picapes"]);
export type BodyStyleName = z.infer<typeof BodyStyleNameSchema>;

/** One model year of the model: the id is the year itself. */
export const AboutEntrySchema = z.object({
  id: ModelYearSchema,
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

/** The fields of a model, each on its own; `VehicleModelSchema` adds the rules between fields. */
export const VehicleModelFieldsSchema = z.object({
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
  years: z.array(ModelYearSchema).min(1),
  lastYear: ModelYearSchema,
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
type VehicleModelFields = z.infer<typeof VehicleModelFieldsSchema>;

type Issue = { path: PropertyKey[]; message: string };

function duplicatesOf<T>(values: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return repeated;
}

/** The rules between the fields of one model: what one field repeats must agree with the others. */
export function checkConsistency(model: VehicleModelFields): Issue[] {
  const issues: Issue[] = [];
  const { trims, years } = model;

  if (model.numTrims !== trims.length) {
    issues.push({ path: ["numTrims"], message: `must be the number of trims (${trims.length})` });
  }
  const repeatedTrims = duplicatesOf(trims.map((trim) => trim.id));
  trims.forEach((trim, index) => {
    if (repeatedTrims.has(trim.id)) issues.push({ path: ["trims", index, "id"], message: `"${trim.id}" is repeated` });
    if (!years.includes(trim.year)) {
      issues.push({ path: ["trims", index, "year"], message: `${trim.year} is not one of the model's years` });
    }
  });

  const prices = trims.flatMap((trim) => (trim.price === null ? [] : [trim.price]));
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  const highest = prices.length > 0 ? Math.max(...prices) : null;
  if (model.minPrice !== lowest) {
    issues.push({
      path: ["minPrice"],
      message: lowest === null ? "must be null: no trim has a price" : `must be the lowest trim price (${lowest})`,
    });
  }
  if (model.maxPrice !== highest) {
    issues.push({
      path: ["maxPrice"],
      message: highest === null ? "must be null: no trim has a price" : `must be the highest trim price (${highest})`,
    });
  }

  if (duplicatesOf(years).size > 0 || years.some((year, index) => index > 0 && year <= (years[index - 1] ?? year))) {
    issues.push({ path: ["years"], message: "must be distinct and in ascending order" });
  }
  const newest = Math.max(...years);
  if (model.lastYear !== newest) issues.push({ path: ["lastYear"], message: `must be the newest year (${newest})` });

  const trimIds = new Set(trims.map((trim) => trim.id));
  const repeatedYears = duplicatesOf(model.about.map((entry) => entry.id));
  model.about.forEach((entry, index) => {
    if (!years.includes(entry.id)) {
      issues.push({ path: ["about", index, "id"], message: `${entry.id} is not one of the model's years` });
    } else if (repeatedYears.has(entry.id)) {
      issues.push({ path: ["about", index, "id"], message: `${entry.id} is described twice` });
    }
    if (!trimIds.has(entry.defaultTrimId)) {
      issues.push({ path: ["about", index, "defaultTrimId"], message: `"${entry.defaultTrimId}" is not a trim` });
    }
  });

  if (!trimIds.has(model.defaultTrimId)) {
    issues.push({ path: ["defaultTrimId"], message: `"${model.defaultTrimId}" is not a trim` });
  } else if (trims[model.defaultTrimIndex]?.id !== model.defaultTrimId) {
    const index = trims.findIndex((trim) => trim.id === model.defaultTrimId);
    issues.push({ path: ["defaultTrimIndex"], message: `must point at the default trim (index ${index})` });
  }

  const hasSpecialSeries = trims.some((trim) => trim.specialSeries);
  if (model.specialSeries !== hasSpecialSeries) {
    issues.push({
      path: ["specialSeries"],
      message: hasSpecialSeries
        ? "must be true: a trim is a special series"
        : "must be false: no trim is a special series",
    });
  }

  for (const field of ["imageId1", "imageId2"] as const) {
    const id = model[field];
    if (id !== null && !model.images.includes(id)) {
      issues.push({ path: [field], message: `"${id}" must be one of the model's images` });
    }
  }
  model.suggestions.forEach((id, index) => {
    if (id === model.id) issues.push({ path: ["suggestions", index], message: "a model cannot suggest itself" });
  });
  const repeatedVideos = duplicatesOf(model.videos.map((video) => video.id));
  model.videos.forEach((video, index) => {
    if (repeatedVideos.has(video.id)) issues.push({ path: ["videos", index, "id"], message: "is repeated" });
  });
  return issues;
}

export const VehicleModelSchema = VehicleModelFieldsSchema.superRefine((model, ctx) => {
  for (const issue of checkConsistency(model)) ctx.addIssue({ code: "custom", ...issue });
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;
