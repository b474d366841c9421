import { writeFile } from "node:fs/promises";
import path from "node:path";
import { siteAddress } from "../brand";

/**
 * sitemap.xml and robots.txt, written at build time (gatsby-node's
 * onPostBuild) from the same list of published pages as the site map page.
 */

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

/** The sitemap protocol's urlset: one absolute address per published page, each once, in order. */
export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(siteAddress(path, siteUrl))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every crawler may read every page; the sitemap is named by its absolute address. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteAddress(SITEMAP_PATH, siteUrl)}`, ""].join("\n");
}

/** Writes sitemap.xml and robots.txt into the build's public folder. */
export async function writeSearchEngineFiles(
  publicDir: string,
  paths: readonly string[],
  siteUrl: string,
): Promise<void> {
  await writeFile(path.join(publicDir, SITEMAP_PATH), sitemapXml(paths, siteUrl));
  await writeFile(path.join(publicDir, ROBOTS_PATH), robotsTxt(siteUrl));
}
