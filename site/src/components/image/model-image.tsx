import { imageAddress, optimisedImageAddress } from "../../requests/image-address";

interface ModelImageProps {
  /** A catalogue image id; none shows the site's default image. */
  imageId: string | null;
  alt: string;
  /** The intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The widths the optimiser is asked for, and how wide the image shows. */
  widths: readonly number[];
  sizes: string;
  className?: string;
  /** Images below the fold wait until they are near (the default); the first image of a page does not. */
  eager?: boolean;
}

/** A catalogue image through the image service and the optimisation address (source spec §7), sized. */
export function ModelImage({ imageId, alt, width, height, widths, sizes, className, eager = false }: ModelImageProps) {
  const source = imageAddress(imageId);
  const smallest = widths[0] ?? width;
  return (
    <img
      className={className}
      src={optimisedImageAddress(source, smallest)}
      srcSet={widths.map((each) => `${optimisedImageAddress(source, each)} ${each}w`).join(", ")}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
