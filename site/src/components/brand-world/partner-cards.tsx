import type { Partner } from "../../../../contracts/partner";
import { localImageAddress } from "../../requests/image-address";
import * as styles from "./partner-cards.module.css";

/** Sponsorships and partnerships, each with its logo (drawn by the project) and what the brand does there. */
export function PartnerCards({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.partners}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.partner}>
          <img
            className={styles.logo}
            src={localImageAddress(partner.logoId)}
            width={320}
            height={120}
            alt={`Logotipo ${partner.name}`}
            loading="lazy"
            decoding="async"
          />
          <h3 className={styles.name}>{partner.name}</h3>
          <p className={styles.kind}>{partner.kind === "patrocinio" ? "Patrocínio" : "Parceria"}</p>
          <p className={styles.description}>{partner.description}</p>
        </li>
      ))}
    </ul>
  );
}
