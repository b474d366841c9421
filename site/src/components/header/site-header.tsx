import type { MenuItem } from "../../../../contracts/menu-item";
import { MAIN_MENU, SECONDARY_LINKS } from "../../catalogue/navigation";
import { EXTERNAL_LINKS } from "../../external-links";
import { trackMenuClick } from "../../tracking/events";
import { SiteLink } from "../link/site-link";
import { BrandLogo } from "./brand-logo";
import * as styles from "./site-header.module.css";

/** Reports a followed menu link (`menuClick`, source spec §7); the menu is named as its landmark is. */
function reportMenuClick(menuName: string, item: MenuItem) {
  return () => trackMenuClick({ menu_name: menuName, link_text: item.label, link_url: item.link });
}

/** The site-wide header (source spec §2): a thin top bar, then the main menu. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <span className={styles.city}>
            Estou em <strong>Escolha sua cidade</strong>
          </span>
          <SiteLink to="/institucional">Institucional</SiteLink>
          <SiteLink to={EXTERNAL_LINKS.customerArea}>Área do cliente</SiteLink>
        </div>
      </div>
      <div className={styles.inner}>
        <SiteLink to="/" className={styles.logo} aria-label="Mitsubishi Motors, página inicial">
          <BrandLogo />
        </SiteLink>
        <nav aria-label="Menu principal" className={styles.nav}>
          <ul>
            {MAIN_MENU.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link} onClick={reportMenuClick("Menu principal", item)}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Atendimento" className={styles.secondary}>
          <ul>
            {SECONDARY_LINKS.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link} onClick={reportMenuClick("Atendimento", item)}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
