import type { ServiceSummary } from "../../page-data/service-summaries";
import { LocalImage } from "../image/local-image";
import { SiteLink } from "../link/site-link";
import * as styles from "./service-cards.module.css";

/** The services as cards, each with its pictogram and a link to its own page. */
export function ServiceCards({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <ul className={`plain-list ${styles.cards}`}>
      {services.map((service) => (
        <li key={service.path} className={`linked-card ${styles.card}`}>
          <LocalImage className={styles.pictogram} artworkId={service.pictogramId} width={96} height={96} alt="" />
          <h3 className={styles.name}>
            <SiteLink to={service.path} className="card-link">
              {service.name}
            </SiteLink>
          </h3>
          <p className={styles.summary}>{service.summary}</p>
          <span className={styles.more} aria-hidden="true">
            Saiba mais →
          </span>
        </li>
      ))}
    </ul>
  );
}
