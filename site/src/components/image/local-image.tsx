import { localImageAddress } from "../../requests/image-address";

interface LocalImageProps {
  /** The drawing, site/static/artwork/{artworkId}.svg: a logo, a pictogram, a portrait, an event's picture. */
  artworkId: string;
  /** The drawing's size in CSS pixels: the page keeps its box before it loads, so nothing moves. */
  width: number;
  height: number;
  alt: string;
  className?: string | undefined;
  /**
   * Whether the drawing is in view as the page opens (a page's own figure): the
   * browser then fetches and decodes it at once. Others wait until the visitor
   * nears them, and decode off the main thread.
   */
  eager?: boolean;
}

/**
 * One of the site's own drawings (source spec §7: the image service is for the
 * catalogue's model images only), served as a static file: no optimiser, no
 * placeholder, since an SVG is as sharp and as light at any size.
 */
export function LocalImage({ artworkId, alt, eager = false, ...image }: LocalImageProps) {
  return <img {...image} src={localImageAddress(artworkId)} alt={alt} {...(eager ? undefined : NEARED)} />;
}

/** How a drawing out of view loads: when the visitor nears it, decoded off the main thread. */
const NEARED = { loading: "lazy", decoding: "async" } as const;
