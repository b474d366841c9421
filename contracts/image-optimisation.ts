import { z } from "zod";

/**
 * The image-optimisation address (source spec §7): `{path}?url=…&w=…&q=…`.
 * The reference server answers it by resizing one of the site's own images, or
 * a photo of an allow-listed host (remote-image-patterns.ts), never another
 * origin's; the site builds it for responsive images. The site only needs the
 * constants, so the schema is made on demand and stays out of the browser's bundles.
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

/**
 * The qualities the optimiser serves: 75 is the spec's default (§9); 50 for large
 * pictures on phones, 90 and 100 for drawings with fine lines and text.
 */
export const OPTIMISED_QUALITIES = [50, 75, 90, 100] as const;
export type OptimisedQuality = (typeof OPTIMISED_QUALITIES)[number];

/**
 * Widths and qualities the optimiser accepts. Within these ranges a value is
 * rounded up to the next one it serves (w=280 is served at 384, q=41 at 50), so
 * any address of the range gets an image and only the fixed set is ever
 * transformed; outside them it is a 400.
 */
export const OPTIMISED_WIDTH = { min: 16, max: 3840 } as const;
export const OPTIMISED_QUALITY = { min: 1, max: 100 } as const;

/** The served value for an asked one: the first of `served` at least as large (the range's bounds are checked before). */
function roundedUp<T extends number>(asked: number, served: readonly T[]): T {
  return served.find((value) => value >= asked) ?? (served[served.length - 1] as T);
}
export const optimisedWidthFor = (asked: number): OptimisedWidth => roundedUp(asked, OPTIMISED_WIDTHS);
export const optimisedQualityFor = (asked: number): OptimisedQuality => roundedUp(asked, OPTIMISED_QUALITIES);

/** A path of the site itself: one leading slash (never `//host`), no backslash, no spaces. */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\\\s]*$/;
/** An absolute http(s) address: allowed only when it matches a remote pattern of the server. */
export const REMOTE_ADDRESS_PATTERN = /^https?:\/\/[^\s\\]+$/i;

export const URL_MESSAGE = "url: informe o endereço de uma imagem deste site ou de um servidor de fotos permitido.";
export const WIDTH_MESSAGE = `w: a largura vai de ${OPTIMISED_WIDTH.min} a ${OPTIMISED_WIDTH.max} pixels, em algarismos.`;
export const QUALITY_MESSAGE = `q: a qualidade vai de ${OPTIMISED_QUALITY.min} a ${OPTIMISED_QUALITY.max}, em algarismos.`;

/** A whole number written in decimal digits only ("0640" is fine; "1e3", " 64" and "6.4" are not). */
const decimal = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,5}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** The query of an optimisation request, as the server reads it: `q` is optional; w and q come out rounded up. */
export function optimisationQuerySchema() {
  return z.object({
    url: z
      .string({ error: URL_MESSAGE })
      .max(2048, URL_MESSAGE)
      .refine((url) => SITE_PATH_PATTERN.test(url) || REMOTE_ADDRESS_PATTERN.test(url), URL_MESSAGE),
    w: decimal(OPTIMISED_WIDTH.min, OPTIMISED_WIDTH.max, WIDTH_MESSAGE).transform(optimisedWidthFor),
    q: decimal(OPTIMISED_QUALITY.min, OPTIMISED_QUALITY.max, QUALITY_MESSAGE).transform(optimisedQualityFor).optional(),
  });
}
export type OptimisationQuery = z.output<ReturnType<typeof optimisationQuerySchema>>;
