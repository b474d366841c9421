import { useLayoutEffect } from "react";
import { KEEP_BUILT_MARKUP, useBuiltMarkup } from "../kept-markup/use-built-markup";
import { onDemand } from "../on-demand/use-on-demand";
import type { PictureProps } from "./picture-props";

const gatsbyPicture = onDemand(() => import("./gatsby-picture").then((module) => module.GatsbyPicture));

/**
 * Shows a kept image that finished loading before gatsby-plugin-image's script
 * in the head listened for it (that script fades each image in on its load
 * event): without this it would stay at the opacity 0 it was written with.
 */
function revealLoaded(wrapper: HTMLElement | null) {
  const main = wrapper?.querySelector<HTMLImageElement>("img[data-main-image]");
  if (!main?.complete || main.naturalWidth === 0 || main.style.opacity !== "0") return;
  main.style.opacity = "1";
  const placeholder = wrapper?.querySelector<HTMLElement>("[data-placeholder-image]");
  if (placeholder) placeholder.style.opacity = "0";
}

/**
 * A catalogue image in the browser. The page the visit starts on already holds
 * the image as the build rendered it with GatsbyImage, and an image has
 * nothing to hydrate (the plugin's own browser component keeps that markup
 * too): it is kept as it is, and the plugin's code is not loaded. A page
 * rendered in the browser (after a navigation within the site) has no markup
 * there yet: GatsbyImage renders it, its code loaded on demand, the image's
 * box held in its shape and colour until then.
 */
export function BrowserPicture(props: PictureProps) {
  const { built, ref } = useBuiltMarkup<HTMLDivElement>();
  const Picture = gatsbyPicture.useComponent(!built);
  useLayoutEffect(() => {
    if (built) revealLoaded(ref.current);
  }, [built, ref]);
  if (built) return <div key="built" ref={ref} {...KEEP_BUILT_MARKUP} />;
  if (!Picture) {
    const { aspectRatio, placeholderColour } = props.image;
    const backgroundColor = props.priority ? undefined : placeholderColour;
    return <div key="awaited" className={props.className} style={{ aspectRatio, backgroundColor }} />;
  }
  return <Picture {...props} />;
}
