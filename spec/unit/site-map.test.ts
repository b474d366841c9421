import { describe, expect, test } from "vitest";
import type { StaticRoute } from "../../site/src/routes/route-table";
import { siteMapGroups } from "../../site/src/routes/site-map";
import { sitemapXml } from "../../site/src/routes/sitemap";

/**
 * The site map page's sections and sitemap.xml (decision PAGE-7) on a route
 * table and models written here: models by body style in their catalogue
 * order, then the table's groups, the VIP form left out, empty sections dropped.
 */

const route = (path: string, group: StaticRoute["group"], title?: string) =>
  ({ path, group, title, template: "text", pageType: "content" }) as unknown as StaticRoute;

describe("siteMapGroups @clause:PAGE-7 @clause:PAGE-8", () => {
  test("lists the models by body style in position order, then each group of the table that has pages", () => {
    const models = [
      { name: "Cargo", bodystyleName: "Picapes" as const, position: 3 },
      { name: "Barco", bodystyleName: "Picapes" as const, position: 2 },
      { name: "Aldeia", bodystyleName: "SUV e Crossovers" as const, position: 1 },
    ];
    const routes = [
      route("/", "home"),
      route("/ofertas", "menu", "Ofertas"),
      route("/novo-outlander", "landing", "Novo Outlander"),
      route("/novo-outlander/form-vip", "landing", "Cadastro VIP"),
    ];
    expect(siteMapGroups(routes, models)).toEqual([
      { heading: "Modelos: SUV e Crossovers", pages: [{ name: "Aldeia", path: "/suv-e-crossovers/aldeia" }] },
      {
        heading: "Modelos: Picapes",
        pages: [
          { name: "Barco", path: "/picapes/barco" },
          { name: "Cargo", path: "/picapes/cargo" },
        ],
      },
      {
        heading: "Menu principal",
        pages: [
          { name: "Página inicial", path: "/" },
          { name: "Ofertas", path: "/ofertas" },
        ],
      },
      { heading: "Lançamentos", pages: [{ name: "Novo Outlander", path: "/novo-outlander" }] },
    ]);
    expect(models.map((model) => model.name)).toEqual(["Cargo", "Barco", "Aldeia"]);
  });
});

describe("sitemapXml @clause:PAGE-7", () => {
  test("is the sitemap protocol's urlset, one line a page, addresses escaped, ending with a new line", () => {
    expect(sitemapXml(["/", "/a&b/'c'/\"d\"/<e>", "/"], "https://www.exemplo.com.br")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://www.exemplo.com.br/</loc></url>",
        "  <url><loc>https://www.exemplo.com.br/a&amp;b/&apos;c&apos;/&quot;d&quot;/&lt;e&gt;</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});
