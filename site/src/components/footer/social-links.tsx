import { SOCIAL_LINKS } from "../../catalogue/navigation";
import { SiteLink } from "../link/site-link";
import * as styles from "./site-footer.module.css";

/** The project's own drawings of the three networks' marks (source spec §1), in site/static/icons. */
const MARKS: Record<string, string> = {
  Instagram: "/icons/instagram.svg",
  Facebook: "/icons/facebook.svg",
  YouTube: "/icons/youtube.svg",
};

/** The three social networks as icons; each link is named after its network. */
export function SocialLinks() {
  return (
    <ul className={`plain-list ${styles.social}`} aria-label="Redes sociais">
      {SOCIAL_LINKS.map((item) => (
        <li key={item.link}>
          <SiteLink to={item.link} aria-label={item.label} className={styles.socialLink}>
            <img src={MARKS[item.label]} alt="" width={24} height={24} loading="lazy" />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
