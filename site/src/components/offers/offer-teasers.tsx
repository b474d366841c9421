import type { OfferOnPage } from "../../page-data/offers-on-page";
import { ModelCardImage } from "../image/model-card-image";
import { SiteLink } from "../link/site-link";
import { OfferPrice } from "./offer-price";
import * as styles from "./offer-teasers.module.css";

/** The offers the home page highlights: model, headline, price, and a link to the offer's conditions. */
export function OfferTeasers({ offers }: { offers: readonly OfferOnPage[] }) {
  return (
    <ul className={`plain-list ${styles.offers}`}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.offer}>
          <ModelCardImage
            imageId={offer.model.imageId1}
            sizes="(min-width: 1080px) 360px, (min-width: 600px) 45vw, 90vw"
          />
          <div className={styles.body}>
            <p className={styles.model}>{offer.model.name}</p>
            <h3 className={styles.title}>{offer.title}</h3>
            <OfferPrice offer={offer} />
            <SiteLink to={`/ofertas#${offer.id}`} className={styles.link}>
              Ver condições<span className="visually-hidden"> da oferta {offer.title}</span>
            </SiteLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
