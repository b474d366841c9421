import type { CatalogueImageData } from "../../images/catalogue-image-data";

/** What a page says about one of its images; gatsby-plugin-image's data is made from it where the image renders. */
export interface PictureProps {
  image: CatalogueImageData;
  /** Other drawings for some screens (a phone's portrait hero), each with its media query. */
  artDirected?: ReadonlyArray<{ media: string; image: CatalogueImageData }> | undefined;
  alt: string;
  className?: string | undefined;
  /**
   * The page's main image (its largest paint): fetched first and at once,
   * without a placeholder. Any other waits until the visitor nears it, showing
   * its colour meanwhile.
   */
  priority?: boolean | undefined;
}
