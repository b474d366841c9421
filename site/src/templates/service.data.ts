import { type ServiceContent, servicePictogramId } from "../content/services";
import type { StaticPageContext } from "../page-data/page-context";
import { serviceAt } from "../page-data/service-summaries";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { serviceData } from "../structured-data/service";

export interface ServicePageContext extends StaticPageContext {
  service: ServiceContent & { pictogramId: string };
}

/** A service's page shares its pictogram and describes the service in its structured data. */
export const servicePageContext: StaticPageBuilder<ServicePageContext> = (route) => {
  const service = serviceAt(route.path);
  const pictogramId = servicePictogramId(service);
  return {
    ...staticPageBase(route, { shareArtworkId: pictogramId, structuredData: [serviceData(service)] }),
    service: { ...service, pictogramId },
  };
};
