import { BRAND_NAME } from "../brand";

/**
 * The site's icons and web manifest (pt-BR), named in every page's head. The
 * build draws the PNGs from the brand mark (site/static/favicon.svg) and writes
 * the manifest (share-images/draw-site-icons.ts).
 */

export const THEME_COLOUR = "#e60012";
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

export interface SiteIcon {
  path: string;
  size: number;
  /** A maskable icon keeps the mark inside the safe circle, on the brand's background. */
  purpose: "any" | "maskable";
}

const icon = (size: number, purpose: SiteIcon["purpose"] = "any"): SiteIcon => ({
  path: `/icones/icone-${purpose === "maskable" ? "mascaravel-" : ""}${size}.png`,
  size,
  purpose,
});

export const SITE_ICONS = {
  /** PNG favicons beside favicon.svg, for browsers without SVG favicons. */
  favicons: [icon(32), icon(16)],
  /** iOS's home-screen icon. */
  appleTouch: icon(180),
  /** The manifest's icons. */
  manifest: [icon(192), icon(512), icon(512, "maskable")],
} as const;

/** The web manifest, in pt-BR. */
export const WEB_MANIFEST = {
  name: `${BRAND_NAME} Brasil`,
  short_name: "Mitsubishi",
  description: "SUVs e picapes Mitsubishi com 5 anos de garantia de fábrica.",
  lang: "pt-BR",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "minimal-ui",
  theme_color: THEME_COLOUR,
  background_color: "#ffffff",
  icons: SITE_ICONS.manifest.map(({ path, size, purpose }) => ({
    src: path,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  })),
} as const;
