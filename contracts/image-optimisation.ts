import { z } from "zod";

/**
 * The image-optimisation address (source spec §7): `{path}?url=…&w=…&q=…`.
 * The reference server answers it by resizing one of the site's own images
 * (never another origin's); the site builds it for responsive images. The
 * site only needs the constants, so the schema is made on demand and stays
 * out of the browser's bundles.
 */

export const IMAGE_OPTIMISER_PATH = "/api/image-optimiser";

/** The quality asked for when an address names none (§7, §9). */
export const DEFAULT_IMAGE_QUALITY = 75;

/**
 * The widths the optimiser serves, and the only ones the site asks for: Next.js's
 * `imageSizes` and `deviceSizes`. A fixed set keeps the optimiser's cache small
 * enough to help (a request for any other width cannot force a new transform).
 */
export const OPTIMISED_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const;
export type OptimisedWidth = (typeof OPTIMISED_WIDTHS)[number];

/** Widths and qualities the optimiser accepts; anything outside is a 400, not a silent clamp. */
export const OPTIMISED_WIDTH = { min: 16, max: 3840 } as const;
export const OPTIMISED_QUALITY = { min: 1, max: 100 } as const;

/** A whole number written in decimal digits only ("0640" is fine; "1e3", " 64" and "6.4" are not). */
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,5}$/, "a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `at least ${min}`).max(max, `at most ${max}`));

/** A path of the site itself: one leading slash (never `//host`), no backslash, no spaces. */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\\\s]*$/;

/** The query of an optimisation request, as the server reads it (`q` is optional). */
export function optimisationQuerySchema() {
  return z.object({
    url: z.string().max(2048).regex(SITE_PATH_PATTERN, "a path of the site"),
    w: decimal(OPTIMISED_WIDTH.min, OPTIMISED_WIDTH.max),
    q: decimal(OPTIMISED_QUALITY.min, OPTIMISED_QUALITY.max).optional(),
  });
}
export type OptimisationQuery = z.output<ReturnType<typeof optimisationQuerySchema>>;
