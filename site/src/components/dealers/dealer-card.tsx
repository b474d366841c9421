import { DEALER_SERVICE_LABELS, type Dealer } from "../../../../contracts/dealer";
import { formatPhone } from "../../../../contracts/phone-numbering";
import { formatMobilePhone } from "../../../../contracts/phone-writing";
import { mapAddress, telAddress, whatsappAddress } from "../../dealers/dealer-links";
import { KEEP_BUILT_MARKUP, useBuiltMarkup } from "../kept-markup/use-built-markup";
import { SiteLink } from "../link/site-link";
import * as styles from "./dealer-finder.module.css";

/**
 * One dealer: where it is, what it does, and three ways to reach it (call,
 * WhatsApp, the map), each a plain link: nothing of a third party loads until
 * the visitor follows one. The card carries the dealer's id, the address its
 * structured data points to.
 *
 * A card has nothing to hydrate (plain text and links that carry nothing), and
 * the network is most of the page's elements: on the page as built, each card
 * keeps its markup and only the list around it is hydrated. The list still
 * orders its cards by the visitor's city (React moves them whole); a card the
 * browser renders (a filter undone) renders its content.
 */
export function DealerCard({ dealer }: { dealer: Dealer }) {
  const { built, ref } = useBuiltMarkup<HTMLLIElement>();
  if (built) return <li key="built" ref={ref} id={dealer.id} className={styles.card} {...KEEP_BUILT_MARKUP} />;
  return (
    <li key="rendered" id={dealer.id} className={styles.card}>
      <DealerDetails dealer={dealer} />
    </li>
  );
}

/** What the card says and offers. */
function DealerDetails({ dealer }: { dealer: Dealer }) {
  const { address, city } = dealer;
  return (
    <>
      <h4 className={styles.name}>{dealer.name}</h4>
      <p className={styles.address}>
        {address.street} – {address.district}
        <br />
        {city.name} – {dealer.state}, CEP {address.cep}
      </p>
      <ul className={`plain-list ${styles.services}`} aria-label="Serviços">
        {dealer.services.map((service) => (
          <li key={service} className={styles.service}>
            {DEALER_SERVICE_LABELS[service]}
          </li>
        ))}
      </ul>
      <ul className={`plain-list ${styles.actions}`}>
        <li>
          <SiteLink to={telAddress(dealer.phone)} className={styles.action}>
            <span className="visually-hidden">Ligar para {dealer.name}: </span>
            {formatPhone(dealer.phone)}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={whatsappAddress(dealer.whatsapp)} className={styles.action}>
            WhatsApp
            <span className="visually-hidden">
              {" "}
              de {dealer.name}, {formatMobilePhone(dealer.whatsapp)}
            </span>
          </SiteLink>
        </li>
        <li>
          <SiteLink to={mapAddress(dealer.coordinates)} className={styles.action}>
            Ver no mapa<span className="visually-hidden">: {dealer.name}</span>
          </SiteLink>
        </li>
      </ul>
    </>
  );
}
