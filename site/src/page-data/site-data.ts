import type { Dealer } from "../../../contracts/dealer";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";

/** What the pages are made of: the parsed catalogue and the dealer network. */
export interface SiteData {
  catalogue: Catalogue;
  dealers: Dealer[];
}

/** A list of the catalogue in the order its positions give. */
export const byPosition = <T extends { position: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.position - b.position);

export function modelById(catalogue: Catalogue, id: number): VehicleModel {
  const model = catalogue.models.find((candidate) => candidate.id === id);
  // The catalogue's cross-checks have already refused unknown ids.
  if (!model) throw new CatalogueError(`No model ${id} in the catalogue`);
  return model;
}
