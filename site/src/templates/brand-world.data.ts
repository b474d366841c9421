import type { Ambassador } from "../../../contracts/ambassador";
import type { Partner } from "../../../contracts/partner";
import { type EventCard, eventCards } from "../page-data/event-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface BrandWorldPageContext extends StaticPageContext {
  events: EventCard[];
  ambassadors: Ambassador[];
  partners: Partner[];
}

/** Mundo MIT shares the picture of its first event. */
export const brandWorldPageContext: StaticPageBuilder<BrandWorldPageContext> = (route, { catalogue }) => {
  const events = eventCards(catalogue);
  return {
    ...staticPageBase(route, { shareArtworkId: events[0]?.imageId }),
    events,
    ambassadors: catalogue.ambassadors,
    partners: catalogue.partners,
  };
};
