import { CatalogueError } from "../catalogue/parse-catalogue";
import { SERVICES, type ServiceContent, servicePictogramId } from "../content/services";

/** A service as lists of services show it (the services page, the home page). */
export type ServiceSummary = Pick<ServiceContent, "path" | "name" | "summary"> & { pictogramId: string };

export function serviceSummary(service: ServiceContent): ServiceSummary {
  const { path, name, summary } = service;
  return { path, name, summary, pictogramId: servicePictogramId(service) };
}

/** The text of the service whose page is at this path. */
export function serviceAt(path: string): ServiceContent {
  const service = SERVICES.find((candidate) => candidate.path === path);
  if (!service) throw new CatalogueError(`The service page ${path} has no text in site/src/content/services.ts`);
  return service;
}
