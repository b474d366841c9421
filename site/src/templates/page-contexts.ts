import type { CalendarDay } from "../../../shared/clock";
import type { StaticPageContext } from "../page-data/page-context";
import type { SiteData } from "../page-data/site-data";
import type { StaticPageBuilder } from "../page-data/static-page";
import type { StaticRoute, TemplateName } from "../routes/route-table";
import { ambassadorsPageContext } from "./ambassadors.data";
import { articlePageContext } from "./article.data";
import { brandWorldPageContext } from "./brand-world.data";
import { contactPageContext } from "./contact.data";
import { contentPageContext } from "./content-page.data";
import { dealersPageContext } from "./dealers.data";
import { eventPageContext } from "./event.data";
import { homePageContext } from "./home.data";
import { launchPageContext } from "./launch.data";
import { leadFormPageContext } from "./lead-form.data";
import { offersPageContext } from "./offers.data";
import { partnershipsPageContext } from "./partnerships.data";
import { pressPageContext } from "./press.data";
import { recallPageContext } from "./recall.data";
import { servicePageContext } from "./service.data";
import { servicesPageContext } from "./services.data";
import { siteMapPageContext } from "./site-map.data";
import { subscriptionPageContext } from "./subscription.data";

/**
 * The builder of each template's pages, by the name the route table gives the
 * template: templates/{name}.tsx renders what templates/{name}.data.ts builds.
 * The route table's folder stands below the templates', so it names a
 * template and this table its builder; a template without one fails tsc here.
 * The test-drive form is a lead form with one field of its own, built alike.
 */
const PAGE_CONTEXTS: { readonly [Template in TemplateName]: StaticPageBuilder } = {
  home: homePageContext,
  "content-page": contentPageContext,
  article: articlePageContext,
  offers: offersPageContext,
  subscription: subscriptionPageContext,
  services: servicesPageContext,
  service: servicePageContext,
  "brand-world": brandWorldPageContext,
  event: eventPageContext,
  ambassadors: ambassadorsPageContext,
  partnerships: partnershipsPageContext,
  recall: recallPageContext,
  press: pressPageContext,
  "site-map": siteMapPageContext,
  launch: launchPageContext,
  "lead-form": leadFormPageContext,
  "test-drive-form": leadFormPageContext,
  contact: contactPageContext,
  dealers: dealersPageContext,
};

/** The context of a page of the route table, built by its template's builder (createPages calls it for every page). */
export function staticPageContext(route: StaticRoute, site: SiteData, builtOn: CalendarDay): StaticPageContext {
  return PAGE_CONTEXTS[route.template](route, site, builtOn);
}
