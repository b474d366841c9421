import { useRef } from "react";
import { SiteLink } from "../link/site-link";
import { CityButton } from "../location/city-button";
import { HeaderSearch } from "../search/header-search";
import { BrandLogo } from "./brand-logo";
import { CustomerAreaLink } from "./customer-area-link";
import { MainMenu } from "./main-menu";
import { MobileMenuButton } from "./mobile-menu-button";
import { ServiceLinks } from "./service-links";
import * as styles from "./site-header.module.css";
import { useHeaderMenus } from "./use-header-menus";

/** The id of the mobile menu, which the hamburger controls. */
const MENU_ID = "menu-site";

/**
 * The site-wide header (source spec §2). From 1080 px: a thin top bar (the
 * city, quote/test drive/dealers, Institucional, the customer area) above the
 * logo and the main menu, whose Modelos and Mundo MIT open panels. Below 1080
 * px: the city above a row with the hamburger, the logo, the search and a user
 * icon for the customer area; the hamburger opens the menu with accordions.
 */
export function SiteHeader({ path }: { path: string }) {
  const header = useRef<HTMLElement>(null);
  const menus = useHeaderMenus(path, header);
  const open = menus.openPanel !== null || menus.mobileMenuOpen;
  return (
    <header ref={header} className={`${styles.header} ${menus.mobileMenuOpen ? styles.menuOpen : ""}`}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <CityButton className={styles.city} onOpen={menus.closeAll} />
          <ServiceLinks className={styles.topBarServices} linkClassName={styles.topBarLink} />
          <SiteLink to="/institucional" className={`${styles.topBarLink} ${styles.institutional}`}>
            Institucional
          </SiteLink>
          <CustomerAreaLink className={`${styles.topBarLink} ${styles.customerArea}`} />
        </div>
      </div>
      <div className={styles.mainRow}>
        <div className={styles.mainRowInner}>
          <MobileMenuButton
            ref={menus.triggers.menu}
            open={menus.mobileMenuOpen}
            controls={MENU_ID}
            onClick={menus.toggleMobileMenu}
            className={styles.hamburger}
          />
          <SiteLink to="/" className={styles.logo} aria-label="Mitsubishi Motors, página inicial">
            <BrandLogo />
          </SiteLink>
          <div id={MENU_ID} className={styles.drawer}>
            <MainMenu menus={menus} />
            <div className={styles.drawerExtras}>
              <ServiceLinks linkClassName={styles.drawerLink} />
              <SiteLink to="/institucional" className={styles.drawerLink}>
                Institucional
              </SiteLink>
              <CustomerAreaLink className={styles.drawerLink} />
            </div>
          </div>
          <div className={styles.tools}>
            <HeaderSearch className={styles.tool} onOpen={menus.closeAll} />
            <CustomerAreaLink className={`${styles.tool} ${styles.userIcon}`} compact />
          </div>
        </div>
      </div>
      {open && <div className={styles.backdrop} onClick={menus.closeAll} aria-hidden="true" />}
    </header>
  );
}
