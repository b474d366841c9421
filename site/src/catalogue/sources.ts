import { AMBASSADORS } from "./ambassadors";
import type { CatalogueSources } from "./catalogue";
import { EVENTS } from "./events";
import { PICKUP_MENU, SUV_MENU } from "./model-menu";
import { MODELS } from "./models";
import { OFFERS } from "./offers";
import { PARTNERS } from "./partners";
import { PRESS_RELEASES } from "./press-releases";
import { RECALL_CAMPAIGNS } from "./recall-campaigns";
import { SUBSCRIPTION_PLANS } from "./subscription-plans";

/**
 * Every list of the catalogue as written, in one place: the build parses them
 * (createPages), the artwork generator draws their images, and the tests read
 * them. Build-time only: pages get what they show through page context. A
 * function, so each call reads the lists as they are (tests replace some).
 */
export function catalogueSources() {
  return {
    models: MODELS,
    events: EVENTS,
    menus: { suvs: SUV_MENU, pickups: PICKUP_MENU },
    offers: OFFERS,
    subscriptionPlans: SUBSCRIPTION_PLANS,
    recallCampaigns: RECALL_CAMPAIGNS,
    pressReleases: PRESS_RELEASES,
    ambassadors: AMBASSADORS,
    partners: PARTNERS,
  } satisfies CatalogueSources;
}
