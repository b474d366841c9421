import { useState } from "react";
import type { MenuItem } from "../../../../contracts/menu-item";
import { EVENTS } from "../../catalogue/events";
import { eventAddress } from "../../routes/event-address";
import { LocalImage } from "../image/local-image";
import { MenuLink } from "./menu-link";
import * as styles from "./panel.module.css";

interface BrandWorldEntry {
  item: MenuItem;
  /** A local drawing (§7: the image service is for model images only). */
  logoId: string;
  logoName: string;
}

const BRAND_MARK = { logoId: "mitsubishi-marca", logoName: "Mitsubishi Motors" };

/**
 * The entries of the Mundo MIT panel (source spec §2): the brand-world page,
 * the four events (local data, §7), ambassadors, partnerships and MIT 4FUN.
 */
export const BRAND_WORLD_ENTRIES: BrandWorldEntry[] = [
  { item: { label: "Conheça o Mundo MIT", link: "/mundo-mit" }, ...BRAND_MARK },
  ...[...EVENTS]
    .sort((a, b) => a.position - b.position)
    .map((event) => ({
      item: { label: event.name, link: eventAddress(event) },
      logoId: event.logoId,
      logoName: `Logotipo ${event.name}`,
    })),
  { item: { label: "Embaixadores MIT", link: "/mundo-mit/embaixadores-mit" }, ...BRAND_MARK },
  { item: { label: "Patrocínios e Parcerias", link: "/mundo-mit/patrocinios-e-parcerias" }, ...BRAND_MARK },
  { item: { label: "MIT 4FUN", link: "/mit4fun" }, ...BRAND_MARK },
];

interface BrandWorldPanelProps {
  id: string;
  open: boolean;
  menuName: string;
}

/** The Mundo MIT panel, with a logo that follows the entry pointed at or focused. */
export function BrandWorldPanel({ id, open, menuName }: BrandWorldPanelProps) {
  const [shown, setShown] = useState(BRAND_WORLD_ENTRIES[0]);
  return (
    <div id={id} className={`${styles.panel} ${styles.brandWorld}`} hidden={!open}>
      <div className={styles.inner}>
        <div className={styles.logoBox}>
          {open && shown && (
            <LocalImage
              className={styles.logo}
              artworkId={shown.logoId}
              width={320}
              height={216}
              alt={shown.logoName}
            />
          )}
        </div>
        <ul className={`plain-list ${styles.brandWorldList}`}>
          {BRAND_WORLD_ENTRIES.map((entry) => (
            <li key={entry.item.link}>
              <MenuLink
                item={entry.item}
                menuName={menuName}
                className={styles.entry}
                onPointerEnter={() => setShown(entry)}
                onFocus={() => setShown(entry)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
