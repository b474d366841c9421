import type { Partner } from "../../../contracts/partner";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface PartnershipsPageContext extends StaticPageContext {
  partners: Partner[];
}

/** The partnerships' page shares the logo of its first partner. */
export const partnershipsPageContext: StaticPageBuilder<PartnershipsPageContext> = (route, { catalogue }) => ({
  ...staticPageBase(route, { shareArtworkId: catalogue.partners[0]?.logoId }),
  partners: catalogue.partners,
});
