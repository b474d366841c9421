import { getImageData, type IGatsbyImageData } from "gatsby-plugin-image";
import type { OptimisedWidth } from "../../../contracts/image-optimisation";
import { optimisedImageAddress } from "../requests/image-address";

export interface CatalogueImageData {
  /** The image's address (the image service's, the site's default image, or a photo host's). */
  source: string;
  /** Its shape: width over height. */
  aspectRatio: number;
  /** The widths offered, all of them widths the optimiser serves, smallest first. */
  widths: readonly OptimisedWidth[];
  /** How wide it shows, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /** The colour shown until it arrives. */
  placeholderColour?: string | undefined;
}

/**
 * gatsby-plugin-image's data for an image of the catalogue, with every
 * address the optimisation address (source spec §7: url, w and q; quality 75).
 * Full width: the image fills its box, whose shape the page reserves. The
 * widest offered is given as the source's own width, so the plugin adds no
 * width of its own and every `srcset` entry is one the optimiser serves.
 */
export function catalogueImageData({
  source,
  aspectRatio,
  widths,
  sizes,
  placeholderColour,
}: CatalogueImageData): IGatsbyImageData {
  const widest = widths.at(-1) ?? 640;
  const data = getImageData({
    baseUrl: source,
    urlBuilder: ({ baseUrl, width }) => optimisedImageAddress(baseUrl, width),
    layout: "fullWidth",
    sourceWidth: widest,
    sourceHeight: Math.round(widest / aspectRatio),
    breakpoints: [...widths],
    formats: ["auto"],
    ...(placeholderColour ? { backgroundColor: placeholderColour } : {}),
  });
  // The plugin reads `sizes` but its types leave it out: set on what it made.
  const { fallback, sources } = data.images;
  return {
    ...data,
    images: {
      ...(fallback ? { fallback: { ...fallback, sizes } } : {}),
      ...(sources ? { sources: sources.map((source) => ({ ...source, sizes })) } : {}),
    },
  };
}
