import type { Offer } from "../../../contracts/offer";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";
import { formatPrice } from "../rules/prices";
import { type ModelCard, modelCard, type TrimOnPage } from "./model-cards";
import { byPosition, modelById } from "./site-data";

/** An offer with the model and the version it is for, and both prices written out. */
export type OfferOnPage = Offer & {
  /** The offer's price, or the consult-the-dealer text when it has none. */
  priceText: string;
  model: ModelCard;
  trim: Pick<TrimOnPage, "name" | "year" | "priceText">;
};

/** The offers of the month in the catalogue's order (the offers page; the home page shows the highlighted ones). */
export function offersOnPage(catalogue: Catalogue): OfferOnPage[] {
  return byPosition(catalogue.offers).map((offer) => {
    const model = modelById(catalogue, offer.modelId);
    const trim = model.trims.find((candidate) => candidate.id === offer.trimId);
    if (!trim) throw new CatalogueError(`Offer "${offer.title}": no version ${offer.trimId}`);
    return {
      ...offer,
      priceText: formatPrice(offer.price),
      model: modelCard(model),
      trim: { name: trim.name, year: trim.year, priceText: formatPrice(trim.price) },
    };
  });
}
