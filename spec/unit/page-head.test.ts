import { describe, expect, test } from "vitest";
import { pageHeadOf } from "../../site/src/page-data/page-head";

/**
 * The head each page's context carries, written at build: the browser only
 * renders it (components/seo/page-head-tags.tsx). The Gherkin scenarios read
 * the heads of built pages; these pin the rule of how one is made.
 */
const SITE = "https://www.mitsubishimotors.com.br";
const onSite = (path: string) => pageHeadOf({ path, siteUrl: SITE });

describe("a page's head, as the build writes it", () => {
  test("suffixes the page's title with the brand, and keeps the brand's name alone as the brand's @clause:PRODUCT-7", () => {
    expect(pageHeadOf({ title: "Ofertas", path: "/ofertas", siteUrl: SITE }).title).toBe("Ofertas | Mitsubishi Motors");
    expect(pageHeadOf({ title: "Mitsubishi Motors", path: "/", siteUrl: SITE }).title).toBe("Mitsubishi Motors");
    expect(onSite("/").title).toBe("Mitsubishi Motors");
  });

  test("falls back to the brand's description, which speaks of the 5-year warranty @clause:PRODUCT-8", () => {
    const [attribute, key, content] = onSite("/").meta[0] ?? [];
    expect([attribute, key]).toEqual(["name", "description"]);
    expect(content).toContain("5 anos de garantia de fábrica");
    expect(pageHeadOf({ description: "Só isto.", path: "/x", siteUrl: SITE }).meta[0]?.[2]).toBe("Só isto.");
  });

  test("names the page's absolute address and its 1200×630 PNG share picture in Open Graph", () => {
    const head = pageHeadOf({
      title: "Outlander",
      path: "/suv-e-crossovers/outlander",
      share: { path: "/compartilhar/suv-e-crossovers-outlander.png", alt: "Outlander" },
      siteUrl: SITE,
    });
    expect(head.canonical).toBe(`${SITE}/suv-e-crossovers/outlander`);
    expect(Object.fromEntries(head.meta.map(([, key, content]) => [key, content]))).toEqual({
      description: expect.any(String),
      "og:title": "Outlander | Mitsubishi Motors",
      "og:description": expect.any(String),
      "og:url": `${SITE}/suv-e-crossovers/outlander`,
      "og:image": `${SITE}/compartilhar/suv-e-crossovers-outlander.png`,
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Outlander",
    });
    expect(head.meta.filter(([attribute]) => attribute === "name").map(([, key]) => key)).toEqual(["description"]);
  });

  test("serialises each schema.org block with its context, so that no value can close the element @clause:PAGE-28", () => {
    const head = pageHeadOf({
      path: "/",
      siteUrl: SITE,
      structuredData: [{ "@type": "BreadcrumbList", itemListElement: [{ name: "</script><b>" }] } as never],
    });
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).not.toContain("<");
    expect(JSON.parse(head.jsonLd[0] ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "</script><b>" }],
    });
  });
});
