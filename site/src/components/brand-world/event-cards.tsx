import type { EventCard } from "../../page-data/event-cards";
import { LocalImage } from "../image/local-image";
import { SiteLink } from "../link/site-link";
import * as styles from "./event-cards.module.css";

interface EventCardsProps {
  events: readonly EventCard[];
  /** Show the event's picture above its logo (the brand world's page), or the logo alone. */
  withImage?: boolean;
}

/** The brand world's events (local data, source spec §7), each with its logo and a link to its page. */
export function EventCards({ events, withImage = false }: EventCardsProps) {
  return (
    <ul className={`plain-list ${styles.events}`}>
      {events.map((event) => (
        <li key={event.id} className={`linked-card ${styles.event}`}>
          {withImage && (
            <LocalImage className={styles.image} artworkId={event.imageId} width={1200} height={800} alt="" />
          )}
          <div className={styles.body}>
            <LocalImage
              className={styles.logo}
              artworkId={event.logoId}
              width={320}
              height={120}
              alt={`Logotipo ${event.name}`}
            />
            <h3 className={styles.name}>
              <SiteLink to={event.address} className="card-link">
                {event.name}
              </SiteLink>
            </h3>
            <p className={styles.description}>{event.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
