import { DEALER_SERVICE_LABELS, type Dealer } from "../../../contracts/dealer";
import type { AutoDealerData } from "../../../contracts/structured-data";
import { BRAND_NAME } from "../brand";
import { mapAddress, telAddress } from "../dealers/dealer-links";

/**
 * A dealer as schema.org's AutoDealer, for search engines (JSON-LD in the head
 * of /concessionarias; its shape is the AutoDealer of contracts/structured-data.ts).
 * Everything comes from the dealer's entry; addresses are absolute, on the
 * site's origin. Built in the page's head rather than carried in its page data,
 * where the dealers already are.
 */

/** The dealer's place on the finder page: the card carries the dealer's id. */
export function dealerPageAddress(dealer: Pick<Dealer, "id">, siteUrl: string, finderPath: string): string {
  return `${siteUrl}${finderPath}#${dealer.id}`;
}

export function autoDealerData(dealer: Dealer, siteUrl: string, finderPath: string): AutoDealerData {
  const url = dealerPageAddress(dealer, siteUrl, finderPath);
  return {
    "@type": "AutoDealer",
    "@id": url,
    name: dealer.name,
    url,
    // The tel: address without its scheme: +55, the DDD and the number.
    telephone: telAddress(dealer.phone).slice("tel:".length),
    address: {
      "@type": "PostalAddress",
      streetAddress: dealer.address.street,
      addressLocality: dealer.city.name,
      addressRegion: dealer.state,
      postalCode: dealer.address.cep,
      addressCountry: "BR",
    },
    geo: { "@type": "GeoCoordinates", latitude: dealer.coordinates.lat, longitude: dealer.coordinates.lng },
    hasMap: mapAddress(dealer.coordinates),
    brand: { "@type": "Brand", name: BRAND_NAME },
    makesOffer: dealer.services.map((service) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: DEALER_SERVICE_LABELS[service] },
    })),
  };
}
