import type { Partner } from "../../../../contracts/partner";
import { LocalImage } from "../image/local-image";
import * as styles from "./partner-cards.module.css";

/** Sponsorships and partnerships, each with its logo (drawn by the project) and what the brand does there. */
export function PartnerCards({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={`plain-list ${styles.partners}`}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.partner}>
          <LocalImage
            className={styles.logo}
            artworkId={partner.logoId}
            width={320}
            height={120}
            alt={`Logotipo ${partner.name}`}
          />
          <h3 className={styles.name}>{partner.name}</h3>
          <p className={styles.kind}>{partner.kind === "patrocinio" ? "Patrocínio" : "Parceria"}</p>
          <p className={styles.description}>{partner.description}</p>
        </li>
      ))}
    </ul>
  );
}
