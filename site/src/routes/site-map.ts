import type { VehicleModel } from "../../../contracts/vehicle-model";
import type { Crumb } from "./breadcrumbs";
import { modelAddress } from "./model-address";
import type { RouteGroup, StaticRoute } from "./route-table";
import { isFormVipPath } from "./visibility";

/**
 * The pages the site publishes, from the one route table and the catalogue's
 * model addresses, for the site map page and sitemap.xml alike: so neither can
 * miss a page. The VIP sign-up pages are left out: they stand alone, reached
 * from their launch page only (as in the header search, decision CHROME-6).
 */

/** Every published page: each route of the table and each model page, without the form-vip pages. */
export function publishedPaths(
  routes: readonly StaticRoute[],
  models: ReadonlyArray<Pick<VehicleModel, "name" | "bodystyleName">>,
): string[] {
  return [...routes.map((route) => route.path), ...models.map(modelAddress)].filter((path) => !isFormVipPath(path));
}

/** A section of the site map: a heading and its pages. */
export interface SiteMapGroup {
  heading: string;
  pages: Crumb[];
}

/** The site map's sections for the route table's groups, in the order the visitor meets them. */
const GROUP_HEADINGS: ReadonlyArray<[RouteGroup[], string]> = [
  [["home", "menu"], "Menu principal"],
  [["brand-world"], "Mundo MIT"],
  [["services"], "Serviços e benefícios"],
  [["secondary"], "Atendimento"],
  [["footer"], "Institucional e legal"],
  [["landing"], "Lançamentos"],
];

/** The site map page's sections: the models by body style, then the route table by group. */
export function siteMapGroups(
  routes: readonly StaticRoute[],
  models: ReadonlyArray<Pick<VehicleModel, "name" | "bodystyleName" | "position">>,
): SiteMapGroup[] {
  const published = new Set(publishedPaths(routes, models));
  const sorted = [...models].sort((a, b) => a.position - b.position);
  const bodyStyles = [...new Set(sorted.map((model) => model.bodystyleName))];
  const modelGroups = bodyStyles.map((bodyStyle) => ({
    heading: `Modelos: ${bodyStyle}`,
    pages: sorted
      .filter((model) => model.bodystyleName === bodyStyle)
      .map((model) => ({ name: model.name, path: modelAddress(model) })),
  }));
  const routeGroups = GROUP_HEADINGS.map(([groups, heading]) => ({
    heading,
    pages: routes
      .filter((route) => groups.includes(route.group) && published.has(route.path))
      .map((route) => ({ name: route.title ?? "Página inicial", path: route.path })),
  }));
  return [...modelGroups, ...routeGroups].filter((group) => group.pages.length > 0);
}
