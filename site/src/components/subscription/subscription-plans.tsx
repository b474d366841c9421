import type { SubscribedVersion } from "../../page-data/subscribed-versions";
import { ModelCardImage } from "../image/model-card-image";
import { SiteLink } from "../link/site-link";
import * as styles from "./subscription-plans.module.css";

/** Each version offered by subscription, with its plans as a table: term, km per month, monthly price. */
export function SubscriptionPlans({ versions }: { versions: readonly SubscribedVersion[] }) {
  return (
    <ul className={`plain-list ${styles.versions}`}>
      {versions.map(({ model, trim, plans }) => (
        <li key={trim.id} className={styles.version}>
          <ModelCardImage imageId={model.imageId1} sizes="(min-width: 768px) 280px, 90vw" />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <SiteLink to={model.address} className={styles.link}>
                {model.name}
              </SiteLink>{" "}
              <span className={styles.trim}>
                {trim.name} {trim.year}
              </span>
            </h3>
            <table className={styles.table}>
              <caption className="visually-hidden">
                Planos de assinatura do {model.name} {trim.name}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Prazo</th>
                  <th scope="col">Km por mês</th>
                  <th scope="col">Mensalidade</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <td>{plan.termMonths} meses</td>
                    <td>{plan.kmPerMonthText} km</td>
                    <td className={styles.price}>{plan.monthlyPriceText}/mês</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </li>
      ))}
    </ul>
  );
}
