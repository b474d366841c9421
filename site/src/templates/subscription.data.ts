import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { type SubscribedVersion, subscribedVersions } from "../page-data/subscribed-versions";

export interface SubscriptionPageContext extends StaticPageContext {
  versions: SubscribedVersion[];
}

/** /mit-assinatura shares the car of its first version. */
export const subscriptionPageContext: StaticPageBuilder<SubscriptionPageContext> = (route, { catalogue }) => {
  const versions = subscribedVersions(catalogue);
  return { ...staticPageBase(route, { shareArtworkId: versions[0]?.model.imageId1 }), versions };
};
