import type { CampaignOnPage } from "../components/recall/recall-campaign-list";
import { modelCard } from "../page-data/model-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { modelById } from "../page-data/site-data";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { longDate } from "../rules/dates";

export interface RecallPageContext extends StaticPageContext {
  /** Newest first. */
  campaigns: CampaignOnPage[];
}

export const recallPageContext: StaticPageBuilder<RecallPageContext> = (route, { catalogue }) => ({
  ...staticPageBase(route),
  campaigns: [...catalogue.recallCampaigns]
    .sort((a, b) => b.startedOn.localeCompare(a.startedOn))
    .map((campaign) => ({
      ...campaign,
      model: modelCard(modelById(catalogue, campaign.modelId)),
      startedOnText: longDate(campaign.startedOn),
    })),
});
