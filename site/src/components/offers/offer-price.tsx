import type { OfferOnPage } from "../../page-data/page-context";
import { formatPrice } from "../../rules/prices";
import * as styles from "./offer-price.module.css";

/** An offer's price: "de R$ … por R$ …" when it has one, else the version's public price. */
export function OfferPrice({ offer }: { offer: Pick<OfferOnPage, "price" | "trim"> }) {
  if (offer.price === null) {
    return (
      <p className={styles.price}>
        <span className={styles.label}>Preço público sugerido</span> {formatPrice(offer.trim.price)}
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <span className={styles.label}>
        de <s>{formatPrice(offer.trim.price)}</s> por
      </span>{" "}
      {formatPrice(offer.price)}
    </p>
  );
}
