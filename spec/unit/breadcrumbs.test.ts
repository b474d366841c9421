import { describe, expect, test } from "vitest";
import { routeTrail } from "../../site/src/routes/breadcrumbs";
import type { StaticRoute } from "../../site/src/routes/route-table";

/**
 * The trail of a page (decision PAGE-13) on a route table written here, deeper
 * than the site's own: each page hangs under the nearest page whose path is a
 * prefix of its own, a page without a title is named by its path.
 */

const route = (path: string, title?: string, group: StaticRoute["group"] = "menu") =>
  ({ path, title, group, template: "text", pageType: "content" }) as unknown as StaticRoute;

const ROUTES = [
  route("/", undefined, "home"),
  route("/mundo-mit", "Mundo MIT"),
  route("/mundo-mit/eventos"),
  route("/mundo-mit/eventos/copa/2026", "Copa 2026"),
  route("/mundo-mit/eventos/copa/2026/etapa-1", "Etapa 1"),
];

describe("routeTrail @clause:PAGE-13", () => {
  test("climbs to the nearest page whose path is a prefix, skipping the levels that are not pages", () => {
    expect(routeTrail(ROUTES[4] as StaticRoute, ROUTES)).toEqual([
      { name: "Início", path: "/" },
      { name: "Mundo MIT", path: "/mundo-mit" },
      { name: "/mundo-mit/eventos", path: "/mundo-mit/eventos" },
      { name: "Copa 2026", path: "/mundo-mit/eventos/copa/2026" },
      { name: "Etapa 1", path: "/mundo-mit/eventos/copa/2026/etapa-1" },
    ]);
  });

  test("names a page without a title by its path", () => {
    expect(routeTrail(ROUTES[2] as StaticRoute, ROUTES)).toEqual([
      { name: "Início", path: "/" },
      { name: "Mundo MIT", path: "/mundo-mit" },
      { name: "/mundo-mit/eventos", path: "/mundo-mit/eventos" },
    ]);
  });
});
