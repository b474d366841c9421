import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_OPTIMISER_PATH,
  OPTIMISED_QUALITY,
  OPTIMISED_WIDTH,
  type OptimisedWidth,
} from "../../../contracts/image-optimisation";
import type { ServiceHosts } from "../../../contracts/request-table";
import { buildRequest, RequestBuilderError } from "./request-builder";
import { SERVICE_HOSTS } from "./service-hosts";

/**
 * Image addresses (source spec §7): a catalogue image is
 * GET {multimedia}/api/images/v1.0/{id}; without an id the site shows its own
 * default image. The optimisation address asks the site's server for a resized
 * copy of an image, at one of the widths it serves.
 */

/** The site's own "no image" drawing, served as a static file. */
export const DEFAULT_IMAGE = "/artwork/sem-imagem.svg";

/** Local artwork (event logos, the brand mark…) lives beside the default image. */
export function localImageAddress(id: string): string {
  return `/artwork/${encodeURIComponent(id)}.svg`;
}

/** The address of a catalogue image; the default image when the id is missing or blank. */
export function imageAddress(id: string | null | undefined, hosts: ServiceHosts = SERVICE_HOSTS): string {
  if (id === null || id === undefined || id.trim() === "") return DEFAULT_IMAGE;
  try {
    return buildRequest({ method: "GET", service: { kind: "multimedia", section: "images" }, path: [id] }, hosts).url;
  } catch (error) {
    // "." and ".." cannot name an image: show the default rather than break the page.
    if (error instanceof RequestBuilderError) return DEFAULT_IMAGE;
    throw error;
  }
}

/** A whole number within the optimiser's bounds; not a number at all gives the fallback. */
const withinBounds = (value: number, { min, max }: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** Whether the optimiser resizes an image: the site's own, or one of the multimedia host set for the build. */
function isOptimisable(source: string, hosts: ServiceHosts): boolean {
  if (source.startsWith("/")) return !source.startsWith("//");
  return hosts.multimedia !== "" && source.startsWith(`${hosts.multimedia}/`);
}

/**
 * The optimisation address of an image: `?url=…&w=…&q=…`, quality 75 unless
 * told. The optimiser resizes the site's own images and those of the multimedia
 * host (GATSBY_MULTIMEDIA_URL, which the server allows, as Next.js's
 * `remotePatterns`); an address on any other origin is returned as it is.
 */
export function optimisedImageAddress(
  source: string,
  width: number,
  quality: number = DEFAULT_IMAGE_QUALITY,
  hosts: ServiceHosts = SERVICE_HOSTS,
): string {
  if (!isOptimisable(source, hosts)) return source;
  const query = new URLSearchParams({
    url: source,
    w: String(withinBounds(width, OPTIMISED_WIDTH, OPTIMISED_WIDTH.max)),
    q: String(withinBounds(quality, OPTIMISED_QUALITY, DEFAULT_IMAGE_QUALITY)),
  });
  return `${IMAGE_OPTIMISER_PATH}?${query}`;
}

/** A `srcset` of an image at widths the optimiser serves (contracts/image-optimisation.ts), each named by its width. */
export function optimisedSrcSet(
  source: string,
  widths: readonly OptimisedWidth[],
  hosts: ServiceHosts = SERVICE_HOSTS,
): string {
  return widths
    .map((width) => `${optimisedImageAddress(source, width, DEFAULT_IMAGE_QUALITY, hosts)} ${width}w`)
    .join(", ");
}
