import type { Ambassador } from "../../../contracts/ambassador";
import type { BrandEvent } from "../../../contracts/event";
import type { MenuItem } from "../../../contracts/menu-item";
import type { Offer } from "../../../contracts/offer";
import type { Partner } from "../../../contracts/partner";
import type { PressRelease } from "../../../contracts/press-release";
import type { RecallCampaign } from "../../../contracts/recall-campaign";
import type { SubscriptionPlan } from "../../../contracts/subscription-plan";
import type { VehicleModel } from "../../../contracts/vehicle-model";

/**
 * The whole catalogue, each list parsed with its contract and then checked
 * against the others: the models and what the site builds around them (events,
 * menus, offers, subscription plans, recall campaigns, press releases,
 * ambassadors, partners), all data the project owns.
 */
export interface Catalogue {
  models: VehicleModel[];
  events: BrandEvent[];
  menus: { suvs: MenuItem[]; pickups: MenuItem[] };
  offers: Offer[];
  subscriptionPlans: SubscriptionPlan[];
  recallCampaigns: RecallCampaign[];
  pressReleases: PressRelease[];
  ambassadors: Ambassador[];
  partners: Partner[];
}

/** The catalogue's lists as written, before their contracts have looked at them. */
export interface CatalogueSources {
  models: readonly unknown[];
  events: readonly unknown[];
  menus: { suvs: readonly unknown[]; pickups: readonly unknown[] };
  offers: readonly unknown[];
  subscriptionPlans: readonly unknown[];
  recallCampaigns: readonly unknown[];
  pressReleases: readonly unknown[];
  ambassadors: readonly unknown[];
  partners: readonly unknown[];
}

export interface CatalogueOptions {
  /** Whether the project has a drawing for an image id; the build looks in site/static/artwork. */
  artworkExists?: (imageId: string) => boolean;
}
