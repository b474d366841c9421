/**
 * The brand's defaults for every page head (source spec §1): the default title is
 * the brand name and the default description speaks of the 5-year factory warranty.
 */
export const BRAND_NAME = "Mitsubishi Motors";

export const DEFAULT_DESCRIPTION =
  "SUVs e picapes Mitsubishi com 5 anos de garantia de fábrica. Conheça os modelos, ofertas, serviços e a concessionária mais perto de você.";

/** The public address of the deployment, for canonical links and the sitemap. */
export const SITE_URL = (process.env.GATSBY_SITE_URL ?? "http://localhost:8000").replace(/\/$/, "");

/** The absolute address of a site path ("/ofertas" → "https://…/ofertas"); absolute addresses stay as they are. */
export function siteAddress(path: string, siteUrl: string = SITE_URL): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
