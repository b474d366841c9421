import {
  APP_STORE_LINKS,
  FOOTER_LINKS,
  FOOTER_LINKS_OMITTED_ON_LAUNCH,
  SOCIAL_LINKS,
} from "../../catalogue/navigation";
import { EXTERNAL_LINKS } from "../../external-links";
import { footerOmitsSecondaryLinks } from "../../routes/visibility";
import { SiteLink } from "../link/site-link";
import * as styles from "./site-footer.module.css";

/** The site-wide footer (source spec §2 "Footer links"). */
export function SiteFooter({ path }: { path: string }) {
  const links = footerOmitsSecondaryLinks(path)
    ? FOOTER_LINKS.filter((item) => !FOOTER_LINKS_OMITTED_ON_LAUNCH.has(item.link))
    : FOOTER_LINKS;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Rodapé">
          <ul className={styles.links}>
            {links.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link}>{item.label}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={EXTERNAL_LINKS.privacyChannel}>Canal de privacidade</SiteLink>
            </li>
          </ul>
        </nav>
        <div className={styles.apps}>
          <ul aria-label="Aplicativo Mitsubishi">
            {APP_STORE_LINKS.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
          <ul aria-label="Redes sociais">
            {SOCIAL_LINKS.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.legal}>
          © HPE Automotores do Brasil Ltda., importadora e fabricante Mitsubishi Motors no Brasil. Todos os veículos com
          5 anos de garantia de fábrica.
        </p>
      </div>
    </footer>
  );
}
