import { TOLL_FREE_SAMPLE_NOTES } from "../content/customer-service";
import { type ServiceContent, servicePictogramId } from "../content/services";
import type { StaticPageContext } from "../page-data/page-context";
import { serviceAt } from "../page-data/service-summaries";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { serviceData } from "../structured-data/service";

export interface ServicePageContext extends StaticPageContext {
  /** That the toll-free numbers it shows are sample data (content/customer-service.ts). */
  sampleNote: string;
  service: ServiceContent & { pictogramId: string };
}

/** A service's page shares its pictogram and describes the service in its structured data. */
export const servicePageContext: StaticPageBuilder<ServicePageContext> = (route) => {
  const service = serviceAt(route.path);
  const pictogramId = servicePictogramId(service);
  return {
    ...staticPageBase(route, { shareArtworkId: pictogramId, structuredData: [serviceData(service)] }),
    service: { ...service, pictogramId },
    sampleNote: TOLL_FREE_SAMPLE_NOTES.numbers,
  };
};
