import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { structuredDataSchemas } from "../../contracts/structured-data";
import { SITE_URL } from "../../site/src/brand";
import { MODELS } from "../../site/src/catalogue/models";
import { TOLL_FREE_NUMBERS } from "../../site/src/content/customer-service";
import { SERVICES } from "../../site/src/content/services";
import { modelTrail, routeTrail } from "../../site/src/routes/breadcrumbs";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { breadcrumbListData } from "../../site/src/structured-data/breadcrumb-list";
import { carData, priceRange } from "../../site/src/structured-data/car";
import { internationalTollFree, organizationData } from "../../site/src/structured-data/organization";
import { serviceData } from "../../site/src/structured-data/service";
import { reais } from "../arbitraries/prices";
import { modelPage, SERVICE_PAGES } from "../oracles/pages";

const schemas = structuredDataSchemas(new URL(SITE_URL).origin);
/** A page's absolute address on the build's site address (GATSBY_SITE_URL). */
const onSite = (path: string) => `${SITE_URL}${path}`;

describe("the organisation's structured data @clause:PAGE-5", () => {
  const organization = organizationData(SERVICES);

  test("is a valid AutomotiveBusiness @clause:ROUTE-7", () => {
    expect(schemas.Organization.parse(organization)).toEqual(organization);
  });

  test("offers the nine service pages, by their addresses @clause:ROUTE-7", () => {
    const services = organization.hasOfferCatalog.itemListElement.map(({ itemOffered }) => itemOffered.url);
    expect(services).toEqual(SERVICE_PAGES.map(onSite));
  });

  test("names the three toll-free lines in international form @clause:CONST-9", () => {
    expect(organization.contactPoint.map((point) => point.telephone)).toEqual(
      Object.values(TOLL_FREE_NUMBERS).map((line) => `+55-${line.display.slice(1).replace(/ /g, "-")}`),
    );
    expect(internationalTollFree({ display: "0800 770 0611" })).toBe("+55-800-770-0611");
  });
});

describe("a model's structured data @clause:PAGE-26", () => {
  test("is a valid Car for every model of the catalogue, at its page's address", () => {
    for (const model of MODELS) {
      const car = carData(model, modelPage(model.name));
      expect(schemas.Car.parse(car)).toEqual(car);
      expect(car.url).toBe(onSite(modelPage(model.name)));
    }
  });

  test("offers the price range of the priced versions in reais, and no offer without prices @clause:PRODUCT-2", () => {
    for (const model of MODELS) {
      const car = carData(model, modelPage(model.name));
      if (model.minPrice === null) {
        expect(car.offers).toBeUndefined();
      } else {
        expect(car.offers).toMatchObject({ priceCurrency: "BRL", lowPrice: model.minPrice, highPrice: model.maxPrice });
      }
    }
  });

  test.prop([
    fc.array(
      fc.option(
        reais().filter((each) => each > 0),
        { nil: null },
      ),
      { minLength: 1, maxLength: 12 },
    ),
  ])("spans exactly the lowest and highest prices, counting the priced versions", (prices) => {
    const range = priceRange(prices.map((each) => ({ price: each })) as Parameters<typeof priceRange>[0]);
    const priced = prices.filter((each): each is number => each !== null);
    if (priced.length === 0) {
      expect(range).toBeUndefined();
    } else {
      expect(range).toEqual({
        "@type": "AggregateOffer",
        priceCurrency: "BRL",
        lowPrice: Math.min(...priced),
        highPrice: Math.max(...priced),
        offerCount: priced.length,
      });
    }
  });
});

describe("services and trails @clause:PAGE-27 @clause:PAGE-13", () => {
  test("a service page is a Service provided by the organisation", () => {
    for (const service of SERVICES) {
      const data = serviceData(service);
      expect(schemas.Service.parse(data)).toEqual(data);
      expect(data.provider["@id"]).toBe(onSite("/#organizacao"));
    }
  });

  test("every inner page's trail is a valid BreadcrumbList from the home page to the page", () => {
    for (const route of STATIC_ROUTES.filter((each) => each.path !== "/")) {
      const trail = breadcrumbListData(routeTrail(route));
      expect(schemas.BreadcrumbList.parse(trail)).toEqual(trail);
      expect(trail.itemListElement[0]?.item).toBe(onSite("/"));
      expect(trail.itemListElement.at(-1)?.item).toBe(onSite(route.path));
    }
    for (const model of MODELS) {
      const trail = breadcrumbListData(modelTrail(model, modelPage(model.name)));
      expect(trail.itemListElement.map((item) => item.name)).toEqual(["Início", model.name]);
    }
  });

  test("refuses an address of another origin, and positions that do not count from 1", () => {
    const route = STATIC_ROUTES.find((each) => each.path === "/mit-seguro");
    if (!route) throw new Error("no /mit-seguro");
    const trail = breadcrumbListData(routeTrail(route));
    const elsewhere = {
      ...trail,
      itemListElement: trail.itemListElement.map((item) => ({ ...item, item: "https://example.com/" })),
    };
    expect(schemas.BreadcrumbList.safeParse(elsewhere).success).toBe(false);
    const shuffled = { ...trail, itemListElement: [...trail.itemListElement].reverse() };
    expect(schemas.BreadcrumbList.safeParse(shuffled).success).toBe(false);
  });
});
