import path from "node:path";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import { ROOT } from "../../tooling/paths";
import { expect } from "../support/expect";
import { outlineExamples } from "../support/gherkin-examples";
import { TheSiteMap } from "../support/screenplay/site-map";
import { statusOf } from "../support/site-links";
import { isFormVipPath } from "../support/visibility-rules";
import type { SiteWorld } from "../support/world";

/**
 * What the site tells crawlers (sitemap.xml, robots.txt) and visitors (the
 * site map page) about its pages, checked against the pages the spec knows:
 * the addresses of the every-page outline. The site's public origin is the
 * one its pages declare as their canonical address.
 */

/** The text of the last file a search engine read, per scenario. */
const files = new WeakMap<SiteWorld, string>();

function lastFile(world: SiteWorld): string {
  const text = files.get(world);
  if (text === undefined) throw new Error("No step read a file of the site yet.");
  return text;
}

/** Every page of the site as the spec knows it (the every-page outline), without the VIP sign-up pages. */
const PUBLISHED = [
  ...new Set(
    outlineExamples(path.join(ROOT, "spec", "features", "pages", "every-page.feature"), "@every-page").flatMap(
      (table) => table.rows.map((row) => row.address ?? ""),
    ),
  ),
].filter((address) => !isFormVipPath(address));

/** The origin the deployment publishes as its own: the canonical address of its home page. */
async function publishedOrigin(world: SiteWorld): Promise<string> {
  const home = await (await world.navigation.get(world.navigation.address("/"))).text();
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(home)?.[0];
  const href = canonical && /\bhref="([^"]+)"/.exec(canonical)?.[1];
  if (!href) throw new Error("The home page declares no canonical address.");
  return new URL(href).origin;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location = ""]) => location);

When("a search engine reads {string}", async function (this: SiteWorld, path: string) {
  const answer = await this.navigation.get(this.navigation.address(path));
  expect(answer.status()).toBe(200);
  files.set(this, await answer.text());
});

Then("the sitemap lists every page of the site, but no VIP sign-up page", function (this: SiteWorld) {
  const xml = lastFile(this);
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const paths = locations(xml).map((location) => new URL(location).pathname);
  expect(new Set(paths).size, "each page once").toBe(paths.length);
  expect(PUBLISHED.length).toBeGreaterThan(40);
  expect([...paths].sort()).toEqual([...PUBLISHED].sort());
  expect(paths.filter(isFormVipPath)).toEqual([]);
});

Then("every address of the sitemap is absolute, on the site's origin, and answers", async function (this: SiteWorld) {
  const origin = await publishedOrigin(this);
  for (const location of locations(lastFile(this))) {
    const address = new URL(location);
    expect(address.origin, location).toBe(origin);
    // The deployment under test may answer at another address than its public one: ask it for the path.
    expect(await statusOf(this.navigation.address(address.pathname)), location).toBe(200);
  }
});

/** Another currency's sign, code or name, as a price would be written in it. */
const OTHER_CURRENCY = /US\$|U\$S|€|£|¥|\b(?:USD|EUR|GBP)\b|\bd[óo]lar(?:es)?\b|\beuros?\b/i;
/** A price in reais written otherwise than pt-BR writes it (R$ 374.990 or R$ 374.990,00). */
const MISWRITTEN_REAIS = /R\$\s*\d+(?:,\d{3})+(?:\.\d{2})?\b/;

Then("no page of the site gives a price in another currency than the real", async function (this: SiteWorld) {
  for (const address of PUBLISHED) {
    const html = await (await this.navigation.get(this.navigation.address(address))).text();
    // What a visitor reads: the markup's text, without scripts and styles.
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ");
    expect(text, address).not.toMatch(OTHER_CURRENCY);
    expect(text, address).not.toMatch(MISWRITTEN_REAIS);
  }
});

Then("robots.txt allows every crawler everywhere and names the sitemap", async function (this: SiteWorld) {
  const lines = lastFile(this)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${await publishedOrigin(this)}/sitemap.xml`);
});

Then("the site map links every page of the sitemap, and no other", async function (this: SiteWorld) {
  const linked = new Set(await this.visitor.asks(TheSiteMap.linkedPaths()));
  const answer = await this.navigation.get(this.navigation.address("/sitemap.xml"));
  expect(answer.status(), "/sitemap.xml").toBe(200);
  const listed = new Set(locations(await answer.text()).map((location) => new URL(location).pathname));
  expect([...linked].sort()).toEqual([...listed].sort());
  // And both are the pages the site publishes: an empty sitemap and an empty page would agree too.
  expect([...linked].sort()).toEqual([...PUBLISHED].sort());
});

Then("the site map groups the pages under:", async function (this: SiteWorld, table: DataTable) {
  expect(await this.visitor.asks(TheSiteMap.headings())).toEqual(table.raw().map(([heading]) => heading));
});
