import type { VehicleModel } from "../../../contracts/vehicle-model";
import { launchModel, type ModelCard, modelCard, type TrimOnPage, trimOnPage } from "../page-data/model-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface LaunchPageContext extends StaticPageContext {
  model: ModelCard &
    Pick<VehicleModel, "imageHeroId" | "imageHeroMobileId" | "exclusiveFeatures"> & { trims: TrimOnPage[] };
}

/** The launch page presents the launched model and shares its hero. */
export const launchPageContext: StaticPageBuilder<LaunchPageContext> = (route, { catalogue }) => {
  const model = launchModel(catalogue.models);
  const { imageHeroId, imageHeroMobileId, exclusiveFeatures } = model;
  return {
    ...staticPageBase(route, { shareArtworkId: imageHeroId }),
    model: {
      ...modelCard(model),
      imageHeroId,
      imageHeroMobileId,
      exclusiveFeatures,
      trims: model.trims.map(trimOnPage),
    },
  };
};
