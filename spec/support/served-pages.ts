import path from "node:path";
import { ROOT } from "../../tooling/paths";
import { outlineExamples } from "./gherkin-examples";

/**
 * Pages as the deployment serves them, asked for as a plain HTTP client asks
 * (no browser, no cookie, no redirect followed): what a crawler or a visitor's
 * first request gets before any script runs.
 */

export interface ServedPage {
  address: string;
  status: number;
  headers: Headers;
  html: string;
}

/** Asks the deployment for a page of the site, by its path. */
export async function servedPage(baseUrl: string, path: string): Promise<ServedPage> {
  const address = new URL(path, `${baseUrl}/`).toString();
  const response = await fetch(address, { redirect: "manual" });
  return { address, status: response.status, headers: response.headers, html: await response.text() };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text of served HTML: tags dropped, character references decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The main headings (h1) of served HTML, as text. */
export function mainHeadingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map(([, inner]) => textOf(inner ?? ""));
}

/** The paths of the pages a sitemap lists, whatever origin it writes them on. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
}

/** Every page of the site as the spec knows it: the addresses the every-page outline visits, each once. */
export function everyPageOfTheSpec(): string[] {
  const tables = outlineExamples(path.join(ROOT, "spec", "features", "pages", "every-page.feature"), "@every-page");
  return [...new Set(tables.flatMap((table) => table.rows.map((row) => row.address ?? "")))];
}
