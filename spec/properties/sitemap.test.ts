import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { MODELS } from "../../site/src/catalogue/models";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { publishedPaths, siteMapGroups } from "../../site/src/routes/site-map";
import { robotsTxt, sitemapXml } from "../../site/src/routes/sitemap";
import { FORM_VIP_PAGES, MODEL_PAGES, ROUTE_PAGES } from "../oracles/pages";
import { loadedWith } from "../support/fresh-module";

// A site path as the route table writes them: slash-separated lower-case words, and sometimes characters
// that must be escaped in XML (&, ', <), to prove the file stays well formed.
const sitePath = () =>
  fc
    .array(fc.stringMatching(/^[a-z0-9&'<-]{1,12}$/), { minLength: 0, maxLength: 4 })
    .map((segments) => `/${segments.join("/")}`);

// A deployment's public address: http(s), a host, sometimes a port.
const siteUrl = () =>
  fc
    .tuple(
      fc.constantFrom("https", "http"),
      fc.domain(),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    )
    .map(([scheme, host, port]) => `${scheme}://${host}${port ? `:${port}` : ""}`);

const unescapeXml = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("sitemapXml @clause:PAGE-7", () => {
  test.prop([fc.array(sitePath(), { maxLength: 30 }), siteUrl()])(
    "lists each path once, in order, as an absolute address on the site's origin",
    (paths, origin) => {
      const xml = sitemapXml(paths, origin);
      const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, location = ""]) => unescapeXml(location));
      expect(locations).toEqual([...new Set(paths)].map((path) => `${origin}${path}`));
      for (const location of locations) expect(new URL(location).origin).toBe(new URL(origin).origin);
    },
  );

  test.prop([fc.array(sitePath(), { maxLength: 10 }), siteUrl()])(
    "is well formed: no raw ampersand, quote or angle bracket inside an address",
    (paths, origin) => {
      const xml = sitemapXml(paths, origin);
      for (const [, location = ""] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
        expect(location).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)|['"<>]/);
      }
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    },
  );
});

describe("the site's origin from GATSBY_SITE_URL @clause:PAGE-7", () => {
  test.each(["https://www.exemplo.com.br", "https://www.exemplo.com.br/"])(
    "given as %s, gives sitemap addresses with one slash after the origin",
    async (given) => {
      // The origin is read from the environment as the module loads: load it afresh with this one.
      const { SITE_URL, sitemapXml: fresh } = await loadedWith({ GATSBY_SITE_URL: given }, async () => ({
        ...(await import("../../site/src/brand")),
        ...(await import("../../site/src/routes/sitemap")),
      }));
      expect(SITE_URL).toBe("https://www.exemplo.com.br");
      const addresses = [...fresh(["/", "/ofertas"], SITE_URL).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
      expect(addresses).toEqual(["https://www.exemplo.com.br/", "https://www.exemplo.com.br/ofertas"]);
    },
  );
});

describe("robotsTxt @clause:PAGE-32", () => {
  test.prop([siteUrl()])("lets every crawler in and names the sitemap by its absolute address", (origin) => {
    expect(robotsTxt(origin).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ]);
  });
});

describe("the published pages @clause:PAGE-7 @clause:PAGE-8", () => {
  const published = publishedPaths(STATIC_ROUTES, MODELS);

  test("are every page of the source spec and every model page, each once, without the VIP sign-up pages", () => {
    const vip = new Set<string>(FORM_VIP_PAGES);
    const expected = [...ROUTE_PAGES, ...Object.values(MODEL_PAGES)].filter((path) => !vip.has(path));
    expect([...published].sort()).toEqual(expected.sort());
  });

  test("list the route table's pages first, in its order, then the models in the catalogue's", () => {
    const routes = STATIC_ROUTES.map((route) => route.path).filter((path) => path !== "/novo-outlander/form-vip");
    expect(published).toEqual([...routes, ...MODELS.map((model) => MODEL_PAGES[model.name])]);
  });

  test("are exactly what the site map page links, each once", () => {
    const linked = siteMapGroups(STATIC_ROUTES, MODELS).flatMap((group) => group.pages.map((page) => page.path));
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual([...published].sort());
  });

  test("group the models by body style before the route table's sections", () => {
    expect(siteMapGroups(STATIC_ROUTES, MODELS).map((group) => group.heading)).toEqual([
      "Modelos: SUV e Crossovers",
      "Modelos: Picapes",
      "Menu principal",
      "Mundo MIT",
      "Serviços e benefícios",
      "Atendimento",
      "Institucional e legal",
      "Lançamentos",
    ]);
  });
});
