import type { ServiceData } from "../../../contracts/structured-data";
import { siteAddress } from "../brand";
import { type OfferedService, organizationRef } from "./organization";

/** A service page as a schema.org Service, provided by the organisation, in Brazil. */
export function serviceData(service: OfferedService): ServiceData {
  return {
    "@type": "Service",
    name: service.name,
    description: service.summary,
    url: siteAddress(service.path),
    provider: organizationRef(),
    areaServed: { "@type": "Country", name: "Brasil" },
  };
}
