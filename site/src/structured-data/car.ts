import type { AggregateOfferData, CarData } from "../../../contracts/structured-data";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import { siteAddress } from "../brand";
import { imageAddress } from "../requests/image-address";
import { isShownPrice } from "../rules/prices";
import { organizationRef } from "./organization";

type DescribedModel = Pick<
  VehicleModel,
  "name" | "makeName" | "seoDescription" | "bodystyleName" | "lastYear" | "imageHeroId" | "images" | "trims"
>;

/**
 * The price range of a model's versions in reais, from the versions that have
 * a price (the page shows the same prices); none when no version has one.
 */
export function priceRange(trims: DescribedModel["trims"]): AggregateOfferData | undefined {
  const prices = trims.map((trim) => trim.price).filter(isShownPrice);
  if (prices.length === 0) return undefined;
  return {
    "@type": "AggregateOffer",
    priceCurrency: "BRL",
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: prices.length,
  };
}

/** A model page as a schema.org Car, with the price range of its versions when they have prices. */
export function carData(model: DescribedModel, address: string): CarData {
  const offers = priceRange(model.trims);
  const images = [model.imageHeroId, ...model.images].filter((id): id is string => id !== null);
  return {
    "@type": "Car",
    name: model.name,
    description: model.seoDescription,
    url: siteAddress(address),
    image: [...new Set(images)].map((id) => siteAddress(imageAddress(id))),
    brand: { "@type": "Brand", name: model.makeName },
    manufacturer: organizationRef(),
    bodyType: model.bodystyleName,
    modelDate: String(model.lastYear),
    ...(offers ? { offers } : {}),
  };
}
