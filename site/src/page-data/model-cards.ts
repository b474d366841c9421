import type { Trim } from "../../../contracts/trim";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import { CatalogueError } from "../catalogue/parse-catalogue";
import { NOVO_OUTLANDER_LAUNCH } from "../content/launch";
import { modelAddress } from "../routes/model-address";
import { formatPrice, startingPriceText } from "../rules/prices";

/** A model as lists of models show it (home, suggestions, showcases): what a card needs. */
export type ModelCard = Pick<
  VehicleModel,
  "id" | "name" | "slug" | "bodystyleName" | "tagline" | "imageId1" | "launch"
> & {
  address: string;
  /** "a partir de R$ 173.990", or the consult-the-dealer text. */
  startingPriceText: string;
};

/** A version as the page lists it, with its price written out (or the consult-the-dealer text). */
export type TrimOnPage = Trim & { priceText: string };

export function modelCard(model: VehicleModel): ModelCard {
  const { id, name, slug, bodystyleName, tagline, imageId1, launch } = model;
  return {
    id,
    name,
    slug,
    bodystyleName,
    tagline,
    imageId1,
    launch,
    address: modelAddress(model),
    startingPriceText: startingPriceText(model),
  };
}

export function trimOnPage(trim: Trim): TrimOnPage {
  return { ...trim, priceText: formatPrice(trim.price) };
}

/** The model the launch page presents (and the home page's hero shows). */
export function launchModel(models: readonly VehicleModel[]): VehicleModel {
  const model = models.find((candidate) => candidate.name === NOVO_OUTLANDER_LAUNCH.modelName);
  if (!model) throw new CatalogueError(`The launch page needs the model "${NOVO_OUTLANDER_LAUNCH.modelName}"`);
  return model;
}
