import type { MenuBadge as Badge } from "../../../../contracts/menu-item";
import * as styles from "./menu-badge.module.css";

/** 'Lançamento' or 'Série especial' beside a model of the menu (source spec §2). */
export function MenuBadge({ badge }: { badge: Badge }) {
  return <span className={badge === "Lançamento" ? styles.launch : styles.special}>{badge}</span>;
}
