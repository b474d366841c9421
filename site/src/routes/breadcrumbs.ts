import { STATIC_ROUTES, type StaticRoute } from "./route-table";

/**
 * Where a page sits in the site, from the home page down: the visible trail on
 * inner pages and the BreadcrumbList of their structured data. Built from the
 * route table, so the trail names pages that exist.
 */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: "Início", path: "/" };

/** The nine service pages hang under Serviços e Benefícios, whatever their paths say. */
const SERVICES_PARENT = "/servicos-beneficios";

/** The page above a route: the services page for a service, else the nearest route whose path is a prefix. */
function parentOf(route: StaticRoute, routes: readonly StaticRoute[]): StaticRoute | undefined {
  if (route.group === "services") return routes.find((candidate) => candidate.path === SERVICES_PARENT);
  const segments = route.path.split("/").filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const prefix = `/${segments.slice(0, length).join("/")}`;
    const parent = routes.find((candidate) => candidate.path === prefix);
    if (parent) return parent;
  }
  return undefined;
}

/** The trail of a page of the route table: home, its parents, itself. The home page has none. */
export function routeTrail(route: StaticRoute, routes: readonly StaticRoute[] = STATIC_ROUTES): Crumb[] {
  if (route.path === HOME_CRUMB.path) return [];
  const trail: Crumb[] = [{ name: route.title ?? route.path, path: route.path }];
  for (let parent = parentOf(route, routes); parent; parent = parentOf(parent, routes)) {
    trail.unshift({ name: parent.title ?? parent.path, path: parent.path });
  }
  return [HOME_CRUMB, ...trail];
}

/** The trail of a model page: home, then the model. */
export function modelTrail(model: { name: string }, address: string): Crumb[] {
  return [HOME_CRUMB, { name: model.name, path: address }];
}
