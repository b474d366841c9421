import type { VehicleModel } from "../../../contracts/vehicle-model";
import { HOME_SERVICE_PATHS } from "../content/services";
import { type EventCard, eventCards } from "../page-data/event-cards";
import { launchModel, type ModelCard, modelCard } from "../page-data/model-cards";
import { type OfferOnPage, offersOnPage } from "../page-data/offers-on-page";
import type { StaticPageContext } from "../page-data/page-context";
import { type ServiceSummary, serviceAt, serviceSummary } from "../page-data/service-summaries";
import { byPosition, modelById } from "../page-data/site-data";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { subscribedVersions } from "../page-data/subscribed-versions";

/** The home page: the showcase of the catalogue, the highlighted offers, some services and the brand world's events. */
export interface HomePageContext extends StaticPageContext {
  /** The model behind the hero's text: the launch's. */
  heroModel: Pick<VehicleModel, "name" | "imageHeroId" | "imageHeroMobileId">;
  /** The drawing beside the subscription banner: a subscribed model on the road. */
  subscriptionImageId: string | null;
  models: ModelCard[];
  offers: OfferOnPage[];
  services: ServiceSummary[];
  events: EventCard[];
}

/** The home page shares the launch's hero. */
export const homePageContext: StaticPageBuilder<HomePageContext> = (route, { catalogue }) => {
  const models = byPosition(catalogue.models);
  const { name, imageHeroId, imageHeroMobileId } = launchModel(models);
  const [subscribed] = subscribedVersions(catalogue);
  return {
    ...staticPageBase(route, { shareArtworkId: imageHeroId }),
    heroModel: { name, imageHeroId, imageHeroMobileId },
    subscriptionImageId: subscribed ? modelById(catalogue, subscribed.model.id).imageId2 : null,
    models: models.map(modelCard),
    offers: offersOnPage(catalogue).filter((offer) => offer.highlighted),
    services: HOME_SERVICE_PATHS.map((path) => serviceSummary(serviceAt(path))),
    events: eventCards(catalogue),
  };
};
