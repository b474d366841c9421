import type { MenuItem } from "../../../contracts/menu-item";
import { type SiteSearchEntry, type SiteSearchIndex, SiteSearchIndexSchema } from "../../../contracts/site-search";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import { modelAddress } from "../routes/model-address";
import type { StaticRoute } from "../routes/route-table";
import { isFormVipPath } from "../routes/visibility";

interface SiteSearchSources {
  models: readonly VehicleModel[];
  /** The model menus' entries: versions of a model lead to its page, at their trim. */
  menuEntries: readonly MenuItem[];
  routes: readonly StaticRoute[];
}

/**
 * The header search's index (decision CHROME-6): every model by name, every
 * version the menus list by its full name ("L200 Triton Sport Savana"), and
 * every page of the route table that has a title, except the form-vip pages
 * (they stand alone, outside the site's navigation). Build time only.
 */
export function siteSearchIndex({ models, menuEntries, routes }: SiteSearchSources): SiteSearchIndex {
  const entries: SiteSearchEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: SiteSearchEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    entries.push(entry);
  };
  const sorted = [...models].sort((a, b) => a.position - b.position);
  for (const model of sorted) add({ label: model.name, path: modelAddress(model), kind: "model" });
  for (const entry of menuEntries) {
    const [page] = entry.link.split("#");
    const model = sorted.find((candidate) => modelAddress(candidate) === page);
    if (!model) continue;
    const label = entry.label.startsWith(model.name) ? entry.label : `${model.name} ${entry.label}`;
    add({ label, path: entry.link, kind: "model" });
  }
  for (const route of routes) {
    if (!route.title || isFormVipPath(route.path)) continue;
    add({ label: route.title, path: route.path, kind: "page" });
  }
  return SiteSearchIndexSchema.parse({ entries });
}
