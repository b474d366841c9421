import { GatsbyImage } from "gatsby-plugin-image";
import type { OptimisedWidth } from "../../../../contracts/image-optimisation";
import { catalogueImageData } from "../../images/catalogue-image-data";
import { imageAddress } from "../../requests/image-address";
import { usePlaceholderColour } from "./image-placeholders";

interface ModelImageProps {
  /** A catalogue image id; none shows the site's default image. */
  imageId: string | null;
  alt: string;
  /** The drawing's shape, so its box is reserved before it arrives (no layout shift). */
  width: number;
  height: number;
  /** The widths offered (the optimiser's), and how wide the image shows. */
  widths: readonly OptimisedWidth[];
  sizes: string;
  className?: string;
  /**
   * The page's main image (its largest paint): fetched first and at once. Any
   * other waits until the visitor nears it, showing its colour meanwhile.
   */
  priority?: boolean;
}

/** The widths a picture of a model page or a release is offered in: up to the width of the page, on screens of 2×. */
export const PICTURE_WIDTHS = [384, 640, 750, 1080, 1200] as const;

/** What the browser reads as the image's priority (React 18 does not know the camel-cased prop). */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** A catalogue image through the image service and the optimisation address (source spec §7), with gatsby-plugin-image. */
export function ModelImage({
  imageId,
  alt,
  width,
  height,
  widths,
  sizes,
  className,
  priority = false,
}: ModelImageProps) {
  const colour = usePlaceholderColour(imageId);
  const image = catalogueImageData({
    source: imageAddress(imageId),
    aspectRatio: width / height,
    widths,
    sizes,
    placeholderColour: priority ? undefined : colour,
  });
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
}
