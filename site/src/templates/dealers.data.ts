import type { Dealer } from "../../../contracts/dealer";
import { orderDealers } from "../dealers/dealer-order";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

/** What gatsby-node hands the dealer finder: the whole parsed dealer dataset. */
export interface DealersPageContext extends StaticPageContext {
  /** In the finder's order for a visitor whose city is unknown (dealers/dealer-order.ts), which the page only moves by nearness. */
  dealers: Dealer[];
}

export const dealersPageContext: StaticPageBuilder<DealersPageContext> = (route, { dealers }) => ({
  ...staticPageBase(route),
  dealers: orderDealers(dealers),
});
