import { type ComponentType, createContext, useContext } from "react";
import { BrowserPicture } from "./browser-picture";
import type { PictureProps } from "./picture-props";

/**
 * How catalogue images render: in the browser, BrowserPicture (the built
 * markup kept, GatsbyImage on demand); when the site builds, gatsby-ssr
 * provides GatsbyPicture, so every page is written with GatsbyImage's markup.
 * The server's renderer is handed in rather than imported here, so the
 * browser's bundles do not carry the plugin.
 */
export const PictureRenderer = createContext<ComponentType<PictureProps>>(BrowserPicture);

/** A catalogue image through the image service and the optimisation address (source spec §7). */
export function Picture(props: PictureProps) {
  const Render = useContext(PictureRenderer);
  return <Render {...props} />;
}
