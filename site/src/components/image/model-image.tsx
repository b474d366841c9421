import type { OptimisedWidth } from "../../../../contracts/image-optimisation";
import { imageAddress } from "../../requests/image-address";
import { usePlaceholderColour } from "./image-placeholders";
import { Picture } from "./picture";

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
  /** The page's main image (its largest paint): fetched first and at once. */
  priority?: boolean;
}

/** The widths a picture of a model page or a release is offered in: up to the width of the page, on screens of 2×. */
export const PICTURE_WIDTHS = [384, 640, 750, 1080, 1200] as const;

/** A catalogue image by its id, over its drawing's colour until it arrives. */
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
  const placeholderColour = usePlaceholderColour(imageId);
  return (
    <Picture
      image={{ source: imageAddress(imageId), aspectRatio: width / height, widths, sizes, placeholderColour }}
      alt={alt}
      className={className}
      priority={priority}
    />
  );
}
