import { describe, expect, test } from "vitest";
import { DEALERS } from "../../site/src/catalogue/dealers";
import { parseCatalogue } from "../../site/src/catalogue/parse-catalogue";
import { parseDealers } from "../../site/src/catalogue/parse-dealers";
import { catalogueSources } from "../../site/src/catalogue/sources";
import { ARTICLE_PAGES } from "../../site/src/content/articles";
import { EVENT_PAGES } from "../../site/src/content/event-pages";
import { SERVICES, servicePictogramId } from "../../site/src/content/services";
import { VIDEO_TITLES } from "../../site/src/content/video-titles";
import { routeTrail } from "../../site/src/routes/breadcrumbs";
import { eventAddress } from "../../site/src/routes/event-address";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { longDate } from "../../site/src/rules/dates";
import { modelPageContext } from "../../site/src/templates/model.data";
import { staticPageContext } from "../../site/src/templates/page-contexts";
import { pressPageContext } from "../../site/src/templates/press.data";
import { modelPage } from "../oracles/pages";
import { loadedWith } from "../support/fresh-module";

/**
 * The project's content and the route table agree: every page finds its text,
 * every text has its page, and every page's context builds from the catalogue.
 */

const catalogue = parseCatalogue(catalogueSources());
const site = { catalogue, dealers: parseDealers(DEALERS) };
const BUILT_ON = "2026-11-15";
const pathsOf = (template: string) =>
  STATIC_ROUTES.filter((route) => route.template === template).map((route) => route.path);

describe("the pages' content @clause:PAGE-1", () => {
  test("every page of the route table and every model page gets its context", () => {
    for (const route of STATIC_ROUTES) {
      expect(staticPageContext(route, site, BUILT_ON)).toMatchObject({ route, pageType: route.pageType });
    }
    for (const model of catalogue.models) {
      expect(modelPageContext(model, catalogue, BUILT_ON)).toMatchObject({ address: modelPage(model.name) });
    }
  });

  test("the article template's pages each have their text, and no text is left without a page @clause:PAGE-17", () => {
    expect(Object.keys(ARTICLE_PAGES).sort()).toEqual(pathsOf("article").sort());
  });

  test("the nine service pages each have their text, in the route table's order @clause:ROUTE-7 @clause:PAGE-15", () => {
    expect(SERVICES.map((service) => service.path)).toEqual(pathsOf("service"));
    for (const service of SERVICES) {
      expect(STATIC_ROUTES.find((route) => route.path === service.path)?.title).toBe(service.name);
      for (const part of [service.whatItIs, service.howItWorks, service.whoCanUse])
        expect(part.length).toBeGreaterThan(0);
      expect(servicePictogramId(service)).toMatch(/^servico-[a-z0-9-]+$/);
    }
  });

  test("every event has its page text and its page in the route table", () => {
    expect(Object.keys(EVENT_PAGES).sort()).toEqual(catalogue.events.map((event) => event.name).sort());
    expect(catalogue.events.map(eventAddress).sort()).toEqual(pathsOf("event").sort());
  });

  test("every video of the catalogue has a name, and every name a video @clause:PAGE-22", () => {
    const ids = catalogue.models.flatMap((model) => model.videos.map((video) => video.id));
    expect(Object.keys(VIDEO_TITLES).sort()).toEqual([...ids].sort());
  });

  test("the buy-back programme shows on the model pages of models with its documents @clause:PAGE-21", () => {
    // Either document is enough (PAGE-2: manualRecompraPdfId or acordoAdesaoPdfId). The catalogue's models
    // have both or neither, so each case is made here.
    const [model] = catalogue.models;
    if (!model) throw new Error("The catalogue has no model.");
    const buyBackWith = (manualRecompraPdfId: string | null, acordoAdesaoPdfId: string | null) =>
      modelPageContext({ ...model, manualRecompraPdfId, acordoAdesaoPdfId }, catalogue, BUILT_ON).buyBack;
    expect(buyBackWith("manual-recompra", "acordo-adesao")).toBe(true);
    expect(buyBackWith("manual-recompra", null)).toBe(true);
    expect(buyBackWith(null, "acordo-adesao")).toBe(true);
    expect(buyBackWith(null, null)).toBe(false);
  });
});

describe("trails @clause:PAGE-13", () => {
  const trailOf = (path: string) => {
    const route = STATIC_ROUTES.find((each) => each.path === path);
    if (!route) throw new Error(path);
    return routeTrail(route).map((crumb) => crumb.path);
  };

  test("the home page has none; a menu page sits under the home page", () => {
    expect(trailOf("/")).toEqual([]);
    expect(trailOf("/ofertas")).toEqual(["/", "/ofertas"]);
  });

  test("the service pages sit under Serviços e Benefícios, the brand world's pages under Mundo MIT", () => {
    expect(trailOf("/mit-seguro")).toEqual(["/", "/servicos-beneficios", "/mit-seguro"]);
    expect(trailOf("/mundo-mit/embaixadores-mit")).toEqual(["/", "/mundo-mit", "/mundo-mit/embaixadores-mit"]);
    expect(trailOf("/novo-outlander/form-vip")).toEqual(["/", "/novo-outlander", "/novo-outlander/form-vip"]);
  });

  test("a path whose prefix is no page skips it", () => {
    expect(trailOf("/informacoes-pre-atendimento/cotacao")).toEqual(["/", "/informacoes-pre-atendimento/cotacao"]);
  });

  test("every trail names only pages of the route table", () => {
    const paths = new Set(STATIC_ROUTES.map((route) => route.path));
    for (const route of STATIC_ROUTES) for (const path of trailOf(route.path)) expect(paths.has(path)).toBe(true);
  });
});

describe("dates as a Brazilian reader writes them @clause:PAGE-11", () => {
  test("write the day, the month's name and the year", () => {
    expect(longDate("2026-09-15")).toBe("15 de setembro de 2026");
    expect(longDate("2025-12-01")).toBe("1 de dezembro de 2025");
    expect(longDate("2024-02-29")).toBe("29 de fevereiro de 2024");
  });

  test("write the same day whatever the time zone of the machine that builds the site", async () => {
    for (const zone of ["America/Sao_Paulo", "America/Rio_Branco", "Asia/Tokyo"]) {
      // The module reads the machine's zone as it loads: load it afresh in each.
      const { longDate: inZone } = await loadedWith({ TZ: zone }, () => import("../../site/src/rules/dates"));
      expect(inZone("2026-09-15"), zone).toBe("15 de setembro de 2026");
      expect(inZone("2025-12-01"), zone).toBe("1 de dezembro de 2025");
    }
  });

  test("the press page lists the releases newest first", () => {
    const route = STATIC_ROUTES.find((each) => each.template === "press");
    if (!route) throw new Error("no press page");
    const days = pressPageContext(route, site, BUILT_ON).releases.map((release) => release.publishedOn);
    expect(days).toEqual([...days].sort().reverse());
  });
});
