import * as z from "zod/mini";

/**
 * The image-optimisation address (source spec §7): `{path}?url=…&w=…&q=…`.
 * The reference server answers it by resizing one of the site's own images
 * (never another origin's); the site builds it for responsive images.
 */

export const IMAGE_OPTIMISER_PATH = "/api/image-optimiser";

/** Widths and qualities the optimiser accepts; anything outside is a 400, not a silent clamp. */
export const OPTIMISED_WIDTH = { min: 16, max: 3840 } as const;
export const OPTIMISED_QUALITY = { min: 1, max: 100 } as const;

/** A whole number written in decimal digits only ("0640", "1e3" and " 64" are not). */
const decimal = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^[0-9]{1,5}$/, "a whole number")),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.int().check(z.gte(min, `at least ${min}`), z.lte(max, `at most ${max}`)),
    ),
  );

/** A path of the site itself: one leading slash (never `//host`), no backslash, no control characters. */
export const SitePathSchema = z
  .string()
  .check(z.maxLength(2048), z.regex(/^\/(?![/\\])[^\\\s]*$/, "a path of the site"));

/** The query of an optimisation request, as the server reads it (`q` is optional). */
export const OptimisationQuerySchema = z.object({
  url: SitePathSchema,
  w: decimal(OPTIMISED_WIDTH.min, OPTIMISED_WIDTH.max),
  q: z.optional(decimal(OPTIMISED_QUALITY.min, OPTIMISED_QUALITY.max)),
});
export type OptimisationQuery = z.output<typeof OptimisationQuerySchema>;
