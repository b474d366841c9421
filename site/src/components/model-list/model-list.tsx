import { useEffect } from "react";
import type { ModelCard } from "../../page-data/model-cards";
import { quoteAddress, testDriveAddress } from "../../routes/lead-forms";
import { modelAddress } from "../../routes/model-address";
import { trackCarListClick, trackCarListLoad } from "../../tracking/events";
import { ModelCardImage } from "../image/model-card-image";
import { SiteLink } from "../link/site-link";
import * as styles from "./model-list.module.css";

type ListedModel = Pick<
  ModelCard,
  "id" | "name" | "slug" | "bodystyleName" | "tagline" | "startingPriceText" | "imageId1" | "launch"
>;

interface ModelListProps {
  /** How analysts name this list (`carListLoad`, `carListClick`). */
  listName: string;
  models: readonly ListedModel[];
}

/**
 * Models as cards: the model's drawing (marked when a launch), body style, name (the link to its
 * page), tagline and starting price, and the quote and test-drive forms with
 * the model preselected. Reported when shown and when a model is chosen
 * (source spec §7).
 */
export function ModelList({ listName, models }: ModelListProps) {
  useEffect(() => {
    trackCarListLoad(listName, models);
  }, [listName, models]);
  return (
    <ul className={`plain-list ${styles.list}`}>
      {models.map((model, index) => (
        <li key={model.id} className={`linked-card ${styles.card}`}>
          {model.launch && <p className={styles.badge}>Lançamento</p>}
          <ModelCardImage imageId={model.imageId1} sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 90vw" />
          <div className={styles.body}>
            <p className={styles.bodyStyle}>{model.bodystyleName}</p>
            <h3 className={styles.name}>
              <SiteLink
                to={modelAddress(model)}
                className="card-link"
                onClick={() => trackCarListClick(listName, model, index)}
              >
                {model.name}
              </SiteLink>
            </h3>
            <p className={styles.tagline}>{model.tagline}</p>
            <p className={styles.price}>{model.startingPriceText}</p>
            <div className={styles.actions}>
              <SiteLink to={quoteAddress(model)} className={styles.action}>
                Cotação<span className="visually-hidden"> do modelo {model.name}</span>
              </SiteLink>
              <SiteLink to={testDriveAddress(model)} className={styles.action}>
                Test drive<span className="visually-hidden"> do modelo {model.name}</span>
              </SiteLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
