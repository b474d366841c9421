import type { Ambassador } from "../../../contracts/ambassador";
import { type ModelCard, modelCard } from "../page-data/model-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { modelById } from "../page-data/site-data";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

export interface AmbassadorsPageContext extends StaticPageContext {
  ambassadors: Array<Ambassador & { model: ModelCard }>;
}

/** The ambassadors' page shares the picture of its first ambassador. */
export const ambassadorsPageContext: StaticPageBuilder<AmbassadorsPageContext> = (route, { catalogue }) => ({
  ...staticPageBase(route, { shareArtworkId: catalogue.ambassadors[0]?.imageId }),
  ambassadors: catalogue.ambassadors.map((ambassador) => ({
    ...ambassador,
    model: modelCard(modelById(catalogue, ambassador.modelId)),
  })),
});
