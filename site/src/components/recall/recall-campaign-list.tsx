import type { RecallCampaign } from "../../../../contracts/recall-campaign";
import type { ModelCard } from "../../page-data/model-cards";
import { SiteLink } from "../link/site-link";
import * as styles from "./recall-campaign-list.module.css";

/** A recall campaign with its model and its start written out. */
export type CampaignOnPage = RecallCampaign & { model: ModelCard; startedOnText: string };

/** The recall campaigns, newest first: the model and years, the part, the risk, the free repair and the chassis. */
export function RecallCampaignList({ campaigns }: { campaigns: readonly CampaignOnPage[] }) {
  return (
    <ul className={`plain-list ${styles.campaigns}`}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} id={campaign.id} className={styles.item}>
          <article className={styles.campaign} aria-labelledby={`${campaign.id}-titulo`}>
            <h3 id={`${campaign.id}-titulo`} className={styles.title}>
              {campaign.title}
            </h3>
            <p className={styles.meta}>
              <SiteLink to={campaign.model.address}>{campaign.model.name}</SiteLink> · anos-modelo{" "}
              {campaign.modelYears.join(", ")} · desde{" "}
              <time dateTime={campaign.startedOn}>{campaign.startedOnText}</time>
            </p>
            <dl className={styles.facts}>
              <dt>Componente</dt>
              <dd>{campaign.component}</dd>
              <dt>Risco</dt>
              <dd>{campaign.risk}</dd>
              <dt>Reparo gratuito</dt>
              <dd>{campaign.remedy}</dd>
              <dt>Chassis</dt>
              <dd>
                <ul className="plain-list">
                  {campaign.chassisRanges.map((range) => (
                    <li key={range.first}>
                      de <span className={styles.chassis}>{range.first}</span> a{" "}
                      <span className={styles.chassis}>{range.last}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
