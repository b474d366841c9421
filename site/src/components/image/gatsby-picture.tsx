import { GatsbyImage, withArtDirection } from "gatsby-plugin-image";
import { catalogueImageData } from "../../images/catalogue-image-data";
import type { PictureProps } from "./picture-props";

/** What the browser reads as the image's priority (React 18 does not know the camel-cased prop). */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * A catalogue image rendered by gatsby-plugin-image: its data from
 * `getImageData` over the optimisation address (images/catalogue-image-data.ts),
 * art-directed when the page gives a drawing per screen.
 */
export function GatsbyPicture({ image, artDirected, alt, className, priority = false }: PictureProps) {
  const main = catalogueImageData(priority ? { ...image, placeholderColour: undefined } : image);
  const data = artDirected
    ? withArtDirection(
        main,
        artDirected.map(({ media, image: other }) => ({ media, image: catalogueImageData(other) })),
      )
    : main;
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
}
