import type { BrandEvent } from "../../../contracts/event";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";
import { EVENT_PAGES, type EventPage } from "../content/event-pages";
import { type EventCard, eventCard, eventCards } from "../page-data/event-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { eventAddress } from "../routes/event-address";
import type { StaticRoute } from "../routes/route-table";

export interface EventPageContext extends StaticPageContext {
  event: EventCard;
  details: EventPage;
  otherEvents: EventCard[];
}

function eventOf(route: StaticRoute, catalogue: Catalogue): BrandEvent {
  const event = catalogue.events.find((candidate) => eventAddress(candidate) === route.path);
  if (!event) throw new CatalogueError(`The event page ${route.path} has no event in the catalogue`);
  return event;
}

function eventPageOf(event: BrandEvent): EventPage {
  const details = EVENT_PAGES[event.name];
  if (!details)
    throw new CatalogueError(`The event "${event.name}" has no page text in site/src/content/event-pages.ts`);
  return details;
}

/** An event's page shares the event's picture. */
export const eventPageContext: StaticPageBuilder<EventPageContext> = (route, { catalogue }) => {
  const event = eventOf(route, catalogue);
  return {
    ...staticPageBase(route, { shareArtworkId: event.imageId }),
    event: eventCard(event),
    details: eventPageOf(event),
    otherEvents: eventCards(catalogue).filter((other) => other.id !== event.id),
  };
};
