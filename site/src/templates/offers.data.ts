import type { CalendarDay } from "../../../shared/clock";
import { type OfferOnPage, offersOnPage } from "../page-data/offers-on-page";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface OffersPageContext extends StaticPageContext {
  offers: OfferOnPage[];
  builtOn: CalendarDay;
}

/** /ofertas shares the car of its first offer. */
export const offersPageContext: StaticPageBuilder<OffersPageContext> = (route, { catalogue }, builtOn) => {
  const offers = offersOnPage(catalogue);
  return { ...staticPageBase(route, { shareArtworkId: offers[0]?.model.imageId1 }), offers, builtOn };
};
