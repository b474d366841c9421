import type { OfferOnPage } from "../../page-data/offers-on-page";
import * as styles from "./offer-price.module.css";

/** An offer's price: "de R$ … por R$ …" when it has one, else the version's public price. */
export function OfferPrice({ offer }: { offer: Pick<OfferOnPage, "price" | "priceText" | "trim"> }) {
  if (offer.price === null) {
    return (
      <p className={styles.price}>
        <span className={styles.label}>Preço público sugerido</span> {offer.trim.priceText}
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <span className={styles.label}>
        de <s>{offer.trim.priceText}</s> por
      </span>{" "}
      {offer.priceText}
    </p>
  );
}
