import type { Ambassador } from "../../../../contracts/ambassador";
import type { ModelCard } from "../../page-data/model-cards";
import { LocalImage } from "../image/local-image";
import { SiteLink } from "../link/site-link";
import * as styles from "./ambassador-cards.module.css";

interface AmbassadorCardsProps {
  ambassadors: ReadonlyArray<Ambassador & { model?: ModelCard }>;
  /** Show each one's story (the ambassadors' page) or only who they are (a teaser). */
  withBio?: boolean;
}

/** The brand's ambassadors, each with the portrait the project drew, what they do and where they live. */
export function AmbassadorCards({ ambassadors, withBio = false }: AmbassadorCardsProps) {
  return (
    <ul className={`plain-list ${styles.ambassadors}`}>
      {ambassadors.map((ambassador) => (
        <li key={ambassador.id} className={styles.ambassador}>
          <LocalImage
            className={styles.portrait}
            artworkId={ambassador.imageId}
            width={240}
            height={240}
            alt={`Retrato ilustrado de ${ambassador.name}`}
          />
          <h3 className={styles.name}>{ambassador.name}</h3>
          <p className={styles.role}>{ambassador.role}</p>
          <p className={styles.hometown}>{ambassador.hometown}</p>
          {withBio && <p className={styles.bio}>{ambassador.bio}</p>}
          {withBio && ambassador.model && (
            <p className={styles.drives}>
              Dirige: <SiteLink to={ambassador.model.address}>{ambassador.model.name}</SiteLink>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
