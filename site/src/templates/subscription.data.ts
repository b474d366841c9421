import { TOLL_FREE_SAMPLE_NOTES } from "../content/customer-service";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { type SubscribedVersion, subscribedVersions } from "../page-data/subscribed-versions";

export interface SubscriptionPageContext extends StaticPageContext {
  /** That the toll-free numbers it shows are sample data (content/customer-service.ts). */
  sampleNote: string;
  versions: SubscribedVersion[];
}

/** /mit-assinatura shares the car of its first version. */
export const subscriptionPageContext: StaticPageBuilder<SubscriptionPageContext> = (route, { catalogue }) => {
  const versions = subscribedVersions(catalogue);
  return {
    ...staticPageBase(route, { shareArtworkId: versions[0]?.model.imageId1 }),
    versions,
    sampleNote: TOLL_FREE_SAMPLE_NOTES.numbers,
  };
};
