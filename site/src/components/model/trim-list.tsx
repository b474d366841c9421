import type { TrimOnPage } from "../../page-data/model-cards";
import { trimAnchor } from "../../routes/model-address";
import * as styles from "./trim-list.module.css";

interface TrimListProps {
  trims: readonly TrimOnPage[];
  /** The version the address names, highlighted. */
  reachedId?: string;
}

/** The versions of a model with their prices; each is anchored at its id, so menus can lead to it. */
export function TrimList({ trims, reachedId }: TrimListProps) {
  return (
    <section className={styles.section} aria-labelledby="versoes-titulo">
      <h2 id="versoes-titulo">Versões e preços</h2>
      <ul className={`plain-list ${styles.list}`}>
        {trims.map((trim) => (
          <li
            key={trim.id}
            id={trimAnchor(trim)}
            className={trimAnchor(trim) === reachedId ? `${styles.trim} ${styles.reached}` : styles.trim}
          >
            <article aria-labelledby={`${trimAnchor(trim)}-nome`}>
              <h3 id={`${trimAnchor(trim)}-nome`} className={styles.name}>
                {trim.name} <span className={styles.year}>{trim.year}</span>
              </h3>
              {trim.specialSeries && <p className={styles.badge}>Série especial</p>}
              <p className={styles.price}>{trim.priceText}</p>
              <p className={styles.specs}>
                {trim.engine} · {trim.transmission} · {trim.fuel}
              </p>
              <ul className={styles.features}>
                {trim.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
