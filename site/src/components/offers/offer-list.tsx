import type { CalendarDay } from "../../../../shared/clock";
import type { OfferOnPage } from "../../page-data/offers-on-page";
import { quoteAddress } from "../../routes/lead-forms";
import { ModelCardImage } from "../image/model-card-image";
import { ButtonLink } from "../link/button-link";
import { LegalText } from "../model/legal-text";
import * as styles from "./offer-list.module.css";
import { OfferPrice } from "./offer-price";

interface OfferListProps {
  offers: readonly OfferOnPage[];
  builtOn: CalendarDay;
  /** The offer the address names (`/ofertas#id`), highlighted. */
  reachedId?: string;
}

/**
 * The offers of the month, each anchored at its id (the home page links to
 * it): the model's drawing, the headline, the price, the conditions, the calls
 * to quote (the model chosen) and to see the model, and its legal text, whose
 * dates read as the last day of the visitor's month.
 */
export function OfferList({ offers, builtOn, reachedId }: OfferListProps) {
  return (
    <ul className={`plain-list ${styles.offers}`}>
      {offers.map((offer) => (
        <li
          key={offer.id}
          id={offer.id}
          className={offer.id === reachedId ? `${styles.item} ${styles.reached}` : styles.item}
        >
          <article className={styles.offer} aria-labelledby={`${offer.id}-titulo`}>
            <ModelCardImage imageId={offer.model.imageId1} sizes="(min-width: 768px) 360px, 90vw" />
            <div className={styles.body}>
              <p className={styles.model}>
                {offer.model.name} · {offer.trim.name} {offer.trim.year}
              </p>
              <h2 id={`${offer.id}-titulo`} className={styles.title}>
                {offer.title}
              </h2>
              <OfferPrice offer={offer} />
              <ul className={styles.conditions}>
                {offer.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
              <div className={styles.actions}>
                <ButtonLink to={quoteAddress(offer.model)}>
                  Quero esta oferta<span className="visually-hidden"> — {offer.title}</span>
                </ButtonLink>
                <ButtonLink to={offer.model.address} variant="secondary">
                  Conhecer o modelo<span className="visually-hidden"> {offer.model.name}</span>
                </ButtonLink>
              </div>
              <LegalText
                html={offer.legalText}
                builtOn={builtOn}
                id={`${offer.id}-legal`}
                heading="Texto legal"
                headingLevel={3}
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
