import type { OrganizationData } from "../../../contracts/structured-data";
import { BRAND_NAME, siteAddress } from "../brand";
import { TOLL_FREE_NUMBERS, type TollFreeNumber } from "../content/customer-service";
import { EXTERNAL_LINKS } from "../external-links";
import { localImageAddress } from "../requests/image-address";

/** The company behind the brand in Brazil, as the footer names it. */
export const LEGAL_NAME = "HPE Automotores do Brasil Ltda.";

/** The organisation's node id: other blocks point at it (a service's provider, a car's manufacturer). */
export const organizationId = () => siteAddress("/#organizacao");

/** The organisation as other blocks name it. */
export const organizationRef = () =>
  ({ "@type": "AutomotiveBusiness", "@id": organizationId(), name: BRAND_NAME }) as const;

/** "0800 770 0611" → "+55-800-770-0611", the international form schema.org readers expect. */
export function internationalTollFree(line: Pick<TollFreeNumber, "display">): string {
  const [, prefix = "", first = "", second = ""] = /^0(800) (\d{3}) (\d{4})$/.exec(line.display) ?? [];
  return `+55-${prefix}-${first}-${second}`;
}

/** A service the organisation offers, as its page presents it. */
export interface OfferedService {
  name: string;
  summary: string;
  path: string;
}

/**
 * The importer as an automotive business: its site, logo, social profiles, the
 * three toll-free lines (§9) and its catalogue of services, the nine service
 * pages (§2 "Other pages seen in structured data").
 */
export function organizationData(services: readonly OfferedService[]): OrganizationData {
  return {
    "@type": "AutomotiveBusiness",
    "@id": organizationId(),
    name: BRAND_NAME,
    legalName: LEGAL_NAME,
    url: siteAddress("/"),
    logo: siteAddress(localImageAddress("mitsubishi-marca")),
    sameAs: [EXTERNAL_LINKS.instagram, EXTERNAL_LINKS.facebook, EXTERNAL_LINKS.youtube],
    contactPoint: Object.values(TOLL_FREE_NUMBERS).map((line) => ({
      "@type": "ContactPoint",
      contactType: line.service,
      telephone: internationalTollFree(line),
      areaServed: "BR",
      availableLanguage: "pt-BR",
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Serviços e Benefícios",
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.name,
          description: service.summary,
          url: siteAddress(service.path),
          areaServed: { "@type": "Country", name: "Brasil" },
        },
      })),
    },
  };
}
