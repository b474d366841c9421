import { type DataTable, Then, When } from "@cucumber/cucumber";
import { SITE_URL } from "../../site/src/brand";
import { MODELS } from "../../site/src/catalogue/models";
import { modelAddress } from "../../site/src/routes/model-address";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { isFormVipPath } from "../../site/src/routes/visibility";
import { expect } from "../support/expect";
import { statusOf } from "../support/site-links";
import type { SiteWorld } from "../support/world";

/**
 * What the site tells crawlers (sitemap.xml, robots.txt) and visitors (the
 * site map page) about its pages, checked against the route table and the
 * catalogue the site is built from.
 */

/** The text of the last file a search engine read, per scenario. */
const files = new WeakMap<SiteWorld, string>();

function lastFile(world: SiteWorld): string {
  const text = files.get(world);
  if (text === undefined) throw new Error("No step read a file of the site yet.");
  return text;
}

/** Every published page: the route table and the model pages, without the VIP sign-up pages. */
const PUBLISHED = [...STATIC_ROUTES.map((route) => route.path), ...MODELS.map(modelAddress)].filter(
  (path) => !isFormVipPath(path),
);

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location = ""]) => location);

When("a search engine reads {string}", async function (this: SiteWorld, path: string) {
  const answer = await this.page.request.get(this.navigation.address(path));
  expect(answer.status()).toBe(200);
  files.set(this, await answer.text());
});

Then(
  "the sitemap lists every page of the route table and every model page, but no VIP sign-up page",
  function (this: SiteWorld) {
    const xml = lastFile(this);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const paths = locations(xml).map((location) => new URL(location).pathname);
    expect(new Set(paths).size, "each page once").toBe(paths.length);
    expect([...paths].sort()).toEqual([...PUBLISHED].sort());
    expect(paths.filter(isFormVipPath)).toEqual([]);
  },
);

Then("every address of the sitemap is absolute, on the site's origin, and answers", async function (this: SiteWorld) {
  const origin = new URL(SITE_URL).origin;
  for (const location of locations(lastFile(this))) {
    const address = new URL(location);
    expect(address.origin, location).toBe(origin);
    // The deployment under test may answer at another address than its public one: ask it for the path.
    expect(await statusOf(this.navigation.address(address.pathname)), location).toBe(200);
  }
});

Then("robots.txt allows every crawler everywhere and names the sitemap", function (this: SiteWorld) {
  const lines = lastFile(this)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", SITE_URL)}`);
});

Then("the site map links every page of the sitemap, and no other", async function (this: SiteWorld) {
  const hrefs = await this.page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const linked = new Set(hrefs.map((href) => new URL(href, this.page.url()).pathname));
  const answer = await this.page.request.get(this.navigation.address("/sitemap.xml"));
  const listed = new Set(locations(await answer.text()).map((location) => new URL(location).pathname));
  expect([...linked].sort()).toEqual([...listed].sort());
});

Then("the site map groups the pages under:", async function (this: SiteWorld, table: DataTable) {
  const headings = await this.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  expect(headings.map((heading) => heading.trim())).toEqual(table.raw().map(([heading]) => heading));
});
