import type { BrandEvent } from "../../../contracts/event";
import type { Catalogue } from "../catalogue/catalogue";
import { eventAddress } from "../routes/event-address";
import { byPosition } from "./site-data";

/** An event of the brand world with the address of its page. */
export type EventCard = BrandEvent & { address: string };

export function eventCard(event: BrandEvent): EventCard {
  return { ...event, address: eventAddress(event) };
}

/** The brand world's events as every list of them shows them (home, Mundo MIT, an event's others). */
export function eventCards(catalogue: Catalogue): EventCard[] {
  return byPosition(catalogue.events).map(eventCard);
}
