import { MainImage, Placeholder, withArtDirection } from "gatsby-plugin-image";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup as reactMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { catalogueImageData } from "../../site/src/images/catalogue-image-data";
import { renderToStaticMarkup } from "../../site/src/images/static-markup";

/**
 * The browser's stand-in for react-dom/server (site/src/images/static-markup.ts)
 * renders gatsby-plugin-image's markup as React's own renderer does, for the
 * kinds of image the site shows.
 */

const cardImage = catalogueImageData({
  source: "/api/images/v1.0/pajero-sport-estudio",
  aspectRatio: 560 / 397,
  widths: [256, 384, 640, 750],
  sizes: "(min-width: 768px) 360px, 90vw",
  placeholderColour: "#d9dde1",
});
const heroImage = withArtDirection(
  catalogueImageData({
    source: "/api/images/v1.0/pajero-sport-hero",
    aspectRatio: 1600 / 700,
    widths: [640, 750, 828, 1080, 1200, 1920],
    sizes: "100vw",
  }),
  [
    {
      media: "(max-width: 599px)",
      image: catalogueImageData({
        source: "/api/images/v1.0/pajero-sport-hero-mobile",
        aspectRatio: 780 / 1040,
        widths: [384, 640, 750, 828, 1080],
        sizes: "100vw",
      }),
    },
  ],
);

/** Attributes the plugin adds that React's types do not list. */
const marked = (name: string) => ({ [`data-${name}`]: "" }) as Record<string, string>;

/** What the plugin renders for an image the page did not bring: sizer, placeholder and main image (with its noscript). */
function imageTree(image: typeof cardImage, loading: "lazy" | "eager", extra: Record<string, string> = {}) {
  const { images, backgroundColor } = image;
  return createElement(
    Fragment,
    null,
    createElement("div", {
      "aria-hidden": true,
      style: { paddingTop: `${(1 / (image.width / image.height)) * 100}%` },
    }),
    createElement(Placeholder, {
      "aria-hidden": true,
      ...marked("placeholder-image"),
      style: {
        opacity: 1,
        transition: "opacity 500ms linear",
        backgroundColor,
        position: "absolute",
        top: 0,
        left: 0,
        bottom: 0,
        right: 0,
      },
    }),
    createElement(MainImage, {
      ...images,
      ...extra,
      alt: "Ilustração do Pajero Sport & cia",
      loading,
      shouldLoad: loading === "eager",
      ...marked("main-image"),
      className: "imagem",
      style: { objectFit: "cover", opacity: 0, transition: "opacity 250ms linear", maxWidth: 560, zIndex: 1 },
    }),
  );
}

describe("the browser's static markup of images", () => {
  test("a card's drawing loading lazily over its colour renders as React renders it", () => {
    const tree = imageTree(cardImage, "lazy");
    expect(renderToStaticMarkup(tree)).toBe(reactMarkup(tree));
  });

  test("a hero drawn for phones and wide screens, fetched first, renders as React renders it", () => {
    const tree = imageTree(heroImage, "eager", { fetchpriority: "high" });
    expect(renderToStaticMarkup(tree)).toBe(reactMarkup(tree));
  });

  test("text and attributes are escaped as React escapes them", () => {
    const tree = createElement("p", { title: `"<'&>"`, hidden: true }, "a < b & c", 3, null, false);
    expect(renderToStaticMarkup(tree)).toBe(reactMarkup(tree));
  });
});
