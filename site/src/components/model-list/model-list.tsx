import { useEffect } from "react";
import type { VehicleModel } from "../../../../contracts/vehicle-model";
import { modelAddress } from "../../routes/model-address";
import { trackCarListClick, trackCarListLoad } from "../../tracking/events";
import { SiteLink } from "../link/site-link";
import * as styles from "./model-list.module.css";

type ListedModel = Pick<VehicleModel, "id" | "name" | "bodystyleName" | "tagline">;

interface ModelListProps {
  /** How analysts name this list (`carListLoad`, `carListClick`). */
  listName: string;
  models: readonly ListedModel[];
}

/** Models as cards linking to their pages; reported when shown and when one is chosen (source spec §7). */
export function ModelList({ listName, models }: ModelListProps) {
  useEffect(() => {
    trackCarListLoad(listName, models);
  }, [listName, models]);
  return (
    <ul className={styles.list}>
      {models.map((model, index) => (
        <li key={model.id} className={styles.card}>
          <p className={styles.bodyStyle}>{model.bodystyleName}</p>
          <h3 className={styles.name}>
            <SiteLink to={modelAddress(model)} onClick={() => trackCarListClick(listName, model, index)}>
              {model.name}
            </SiteLink>
          </h3>
          <p className={styles.tagline}>{model.tagline}</p>
        </li>
      ))}
    </ul>
  );
}
