import { TOLL_FREE_SAMPLE_NOTES } from "../content/customer-service";
import { SERVICES } from "../content/services";
import type { StaticPageContext } from "../page-data/page-context";
import { type ServiceSummary, serviceSummary } from "../page-data/service-summaries";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface ServicesPageContext extends StaticPageContext {
  /** That the toll-free numbers it shows are sample data (content/customer-service.ts). */
  sampleNote: string;
  services: ServiceSummary[];
}

/** The services page shares the pictogram of its first service. */
export const servicesPageContext: StaticPageBuilder<ServicesPageContext> = (route) => {
  const services = SERVICES.map(serviceSummary);
  return {
    ...staticPageBase(route, { shareArtworkId: services[0]?.pictogramId }),
    services,
    sampleNote: TOLL_FREE_SAMPLE_NOTES.numbers,
  };
};
