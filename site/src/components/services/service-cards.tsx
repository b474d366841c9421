import type { ServiceSummary } from "../../page-data/service-summaries";
import { localImageAddress } from "../../requests/image-address";
import { SiteLink } from "../link/site-link";
import * as styles from "./service-cards.module.css";

/** The services as cards, each with its pictogram and a link to its own page. */
export function ServiceCards({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <ul className={styles.cards}>
      {services.map((service) => (
        <li key={service.path} className={`linked-card ${styles.card}`}>
          <img
            className={styles.pictogram}
            src={localImageAddress(service.pictogramId)}
            width={96}
            height={96}
            alt=""
            loading="lazy"
            decoding="async"
          />
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
