import { MAIN_MENU } from "../../catalogue/navigation";
import { ChevronIcon } from "../icons/icons";
import { BrandWorldPanel } from "./brand-world-panel";
import { MenuLink } from "./menu-link";
import { ModelsPanel } from "./models-panel";
import * as styles from "./site-header.module.css";
import type { HeaderMenus, PanelId } from "./use-header-menus";

/** The main menu's accessible name; the data layer reports its links under it. */
export const MAIN_MENU_NAME = "Menu principal";

/** The entries of the main menu that open a panel rather than lead somewhere (source spec §2). */
const PANELS: Record<string, PanelId> = { Modelos: "modelos", "Mundo MIT": "mundo-mit" };

const panelId = (panel: PanelId) => `painel-${panel}`;

/**
 * The main menu (source spec §2): Modelos, Ofertas, MIT Assinatura, Serviços e
 * Benefícios, Vendas Diretas, MIT Agro, MIT 4FUN, Mundo MIT. 'Modelos' and
 * 'Mundo MIT' are disclosure buttons: a panel on the desktop, an accordion in
 * the mobile menu.
 */
export function MainMenu({ menus }: { menus: HeaderMenus }) {
  return (
    <nav aria-label={MAIN_MENU_NAME}>
      <ul className={`plain-list ${styles.menuList}`}>
        {MAIN_MENU.map((item) => {
          const panel = PANELS[item.label];
          if (!panel) {
            return (
              <li key={item.link} className={styles.menuItem}>
                <MenuLink item={item} menuName={MAIN_MENU_NAME} className={styles.menuEntry} />
              </li>
            );
          }
          const open = menus.openPanel === panel;
          return (
            <li key={item.link} className={styles.menuItem}>
              <button
                ref={menus.triggers[panel]}
                type="button"
                className={styles.menuEntry}
                aria-expanded={open}
                aria-controls={panelId(panel)}
                onClick={() => menus.togglePanel(panel, item.label)}
              >
                {item.label}
                <ChevronIcon className={styles.chevron} />
              </button>
              {panel === "modelos" ? (
                <ModelsPanel id={panelId(panel)} open={open} menuName={MAIN_MENU_NAME} />
              ) : (
                <BrandWorldPanel id={panelId(panel)} open={open} menuName={MAIN_MENU_NAME} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
