import { APP_STORE_LINKS } from "../../catalogue/navigation";
import { SiteLink } from "../link/site-link";
import * as styles from "./site-footer.module.css";

/**
 * The two app-store badges (source spec §1), drawn by the project
 * (site/static/icons): files rather than inline drawings, so they weigh nothing
 * on the first-load script. The link carries the name; the picture is decoration.
 */
const BADGES: Record<string, string> = {
  "Baixar na App Store": "/icons/app-store-badge.svg",
  "Disponível no Google Play": "/icons/google-play-badge.svg",
};

export function StoreBadges() {
  return (
    <ul className={`plain-list ${styles.badges}`} aria-label="Aplicativo Mitsubishi">
      {APP_STORE_LINKS.map((item) => (
        <li key={item.link}>
          <SiteLink to={item.link} aria-label={item.label} className={styles.badgeLink}>
            <img src={BADGES[item.label]} alt="" width={150} height={44} loading="lazy" className={styles.badge} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
