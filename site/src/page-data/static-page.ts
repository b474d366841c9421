import type { StructuredData } from "../../../contracts/structured-data";
import type { CalendarDay } from "../../../shared/clock";
import { BRAND_NAME } from "../brand";
import { SERVICES } from "../content/services";
import { type Crumb, routeTrail } from "../routes/breadcrumbs";
import type { StaticRoute } from "../routes/route-table";
import { breadcrumbListData } from "../structured-data/breadcrumb-list";
import { organizationData } from "../structured-data/organization";
import type { StaticPageContext } from "./page-context";
import { pageHeadOf } from "./page-head";
import { BRAND_ARTWORK_ID, shareImageOf } from "./share-image";
import type { SiteData } from "./site-data";

/**
 * What every page of the route table is built with: its template's builder
 * (site/src/templates/{template}.data.ts, named in templates/page-contexts.ts)
 * starts from `staticPageBase` and adds what the template shows. Build time
 * only. Content that a page needs and does not find (an event without its page
 * text, a video without a name) is a CatalogueError, so the build stops naming it.
 */
export type StaticPageBuilder<Context extends StaticPageContext = StaticPageContext> = (
  route: StaticRoute,
  site: SiteData,
  builtOn: CalendarDay,
) => Context;

/** What a template tells the base of its pages. */
interface StaticPageOptions {
  /** The drawing its address shares: its car, event, service or people; the brand's when it names none. */
  shareArtworkId?: string | null | undefined;
  /** Its own schema.org blocks (a service page's service), between the organisation's and the trail's. */
  structuredData?: readonly StructuredData[];
}

/** The home page's title when shared: the brand's promise (its own title is the brand's name). */
const HOME_SHARE_TITLE = "SUVs e picapes com 5 anos de garantia";

/** Pages that describe the organisation and its nine services in their structured data. */
const ORGANIZATION_PAGES = new Set(["/", "/servicos-beneficios", "/institucional"]);

/** A page's structured data: the organisation where it presents itself, the template's own blocks, the trail. */
function routeStructuredData(route: StaticRoute, own: readonly StructuredData[], trail: readonly Crumb[]) {
  const blocks: StructuredData[] = [];
  if (ORGANIZATION_PAGES.has(route.path)) blocks.push(organizationData(SERVICES));
  blocks.push(...own);
  if (trail.length > 1) blocks.push(breadcrumbListData(trail));
  return blocks;
}

/** The context every page of the route table has: its route, its trail, its head and its share picture. */
export function staticPageBase(
  route: StaticRoute,
  { shareArtworkId, structuredData = [] }: StaticPageOptions = {},
): StaticPageContext {
  const trail = routeTrail(route);
  const { title, description, path } = route;
  const shareTitle = path === "/" ? HOME_SHARE_TITLE : (title ?? BRAND_NAME);
  const share = shareImageOf(path, shareTitle, shareArtworkId ?? BRAND_ARTWORK_ID);
  return {
    route,
    pageType: route.pageType,
    trail,
    head: pageHeadOf({
      title,
      description,
      path,
      share,
      structuredData: routeStructuredData(route, structuredData, trail),
    }),
    share,
  };
}
