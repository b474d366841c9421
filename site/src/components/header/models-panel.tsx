import { useState } from "react";
import type { MenuItem } from "../../../../contracts/menu-item";
import { MENU_MODEL_IMAGE, MODEL_MENU } from "../../catalogue/model-menu";
import { DEFAULT_IMAGE, optimisedImageAddress, optimisedSrcSet } from "../../requests/image-address";
import { ArrowIcon } from "../icons/icons";
import { MenuBadge } from "./menu-badge";
import { MenuLink } from "./menu-link";
import * as styles from "./panel.module.css";

/** Where the whole range is shown: the home page's model list. */
export const ALL_MODELS = { label: "Ver todos os modelos", link: "/#modelos" } as const;

const FIRST_MODEL = MODEL_MENU[0]?.childrenList?.[0];

/** The widths the panel's image is offered in: 560 px wide, on screens of up to 2×. */
const PANEL_WIDTHS = [640, 828, 1200] as const;

/**
 * The model image of the panel: the entry's 560×397 image through the image
 * service, or the default image. A plain <img>: the header is on every page,
 * and gatsby-plugin-image would weigh on the first load of pages without images.
 */
function ModelImage({ entry }: { entry: MenuItem | undefined }) {
  const source = entry?.image?.link ?? DEFAULT_IMAGE;
  const { width, height } = MENU_MODEL_IMAGE;
  return (
    <img
      className={styles.modelImage}
      src={optimisedImageAddress(source, 640)}
      srcSet={optimisedSrcSet(source, PANEL_WIDTHS)}
      sizes={`${width}px`}
      width={width}
      height={height}
      alt={entry ? `Ilustração: ${entry.label}` : "Imagem indisponível"}
      loading="lazy"
      decoding="async"
    />
  );
}

interface ModelsPanelProps {
  id: string;
  open: boolean;
  menuName: string;
}

/**
 * The Modelos panel (source spec §2): a 560×397 model image and two lists, SUVs
 * and Pickups, from the local catalogue (§7: no call). Pointing at a model or
 * focusing it with the keyboard shows its image. On phones it is the Modelos
 * accordion, without the image.
 */
export function ModelsPanel({ id, open, menuName }: ModelsPanelProps) {
  const [shown, setShown] = useState<MenuItem | undefined>(FIRST_MODEL);
  return (
    <div id={id} className={`${styles.panel} ${styles.models}`} hidden={!open}>
      <div className={styles.inner}>
        <figure className={styles.figure}>
          {/* The image loads only once the panel is open. */}
          {open && <ModelImage entry={shown} />}
          <figcaption className={styles.caption} aria-hidden="true">
            {shown?.label}
          </figcaption>
        </figure>
        <div className={styles.lists}>
          {MODEL_MENU.map((list) => (
            <div key={list.label}>
              <p id={`${id}-${list.label}`} className={styles.listTitle}>
                {list.label}
              </p>
              <ul className="plain-list" aria-labelledby={`${id}-${list.label}`}>
                {list.childrenList?.map((entry) => (
                  <li key={entry.label}>
                    <MenuLink
                      item={entry}
                      menuName={menuName}
                      className={styles.entry}
                      onPointerEnter={() => setShown(entry)}
                      onFocus={() => setShown(entry)}
                    >
                      {entry.label}
                      {entry.badge && (
                        <>
                          {" "}
                          <MenuBadge badge={entry.badge} />
                        </>
                      )}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <MenuLink item={ALL_MODELS} menuName={menuName} className={styles.more}>
            {ALL_MODELS.label}
            <ArrowIcon />
          </MenuLink>
        </div>
      </div>
    </div>
  );
}
