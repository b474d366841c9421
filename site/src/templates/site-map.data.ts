import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { STATIC_ROUTES } from "../routes/route-table";
import { type SiteMapGroup, siteMapGroups } from "../routes/site-map";

export interface SiteMapPageContext extends StaticPageContext {
  groups: SiteMapGroup[];
}

export const siteMapPageContext: StaticPageBuilder<SiteMapPageContext> = (route, { catalogue }) => ({
  ...staticPageBase(route),
  groups: siteMapGroups(STATIC_ROUTES, catalogue.models),
});
