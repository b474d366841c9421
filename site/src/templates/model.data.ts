import type { VehicleModel } from "../../../contracts/vehicle-model";
import type { CalendarDay } from "../../../shared/clock";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";
import type { TitledVideo } from "../components/model/video-list";
import { VIDEO_TITLES } from "../content/video-titles";
import { type ModelCard, modelCard, type TrimOnPage, trimOnPage } from "../page-data/model-cards";
import type { BasePageContext } from "../page-data/page-context";
import { pageHeadOf } from "../page-data/page-head";
import { BRAND_ARTWORK_ID, shareImageOf } from "../page-data/share-image";
import { modelById } from "../page-data/site-data";
import { type Crumb, modelTrail } from "../routes/breadcrumbs";
import { modelAddress } from "../routes/model-address";
import { startingPriceText } from "../rules/prices";
import { breadcrumbListData } from "../structured-data/breadcrumb-list";
import { carData } from "../structured-data/car";

/** A model as its own page shows it: the catalogue entry, its versions' and starting prices written out. */
export type ModelOnPage = Omit<VehicleModel, "trims"> & { trims: TrimOnPage[]; startingPriceText: string };

/** A model page: the parsed catalogue entry, its address, the build's day and what surrounds the model. */
export interface ModelPageContext extends BasePageContext {
  model: ModelOnPage;
  // Gatsby reserves `path` in page context.
  address: string;
  /** The day the page was built: dated texts render with it, then with the visitor's day once mounted. */
  builtOn: CalendarDay;
  trail: Crumb[];
  videos: TitledVideo[];
  suggestions: ModelCard[];
  /** Whether the model takes part in the guaranteed buy-back programme (it has the programme's documents). */
  buyBack: boolean;
}

function modelOnPage(model: VehicleModel): ModelOnPage {
  return { ...model, trims: model.trims.map(trimOnPage), startingPriceText: startingPriceText(model) };
}

/** The context of a model page: one per model of the catalogue, not in the route table. It shares the model's hero. */
export function modelPageContext(model: VehicleModel, catalogue: Catalogue, builtOn: CalendarDay): ModelPageContext {
  const address = modelAddress(model);
  const trail = modelTrail(model, address);
  const videos = model.videos.map((video) => {
    const title = VIDEO_TITLES[video.id];
    if (!title) {
      throw new CatalogueError(
        `The video "${video.id}" of ${model.name} has no name in site/src/content/video-titles.ts`,
      );
    }
    return { ...video, title };
  });
  const share = shareImageOf(address, model.name, model.imageHeroId ?? model.imageId1 ?? BRAND_ARTWORK_ID);
  return {
    model: modelOnPage(model),
    address,
    pageType: "model",
    builtOn,
    trail,
    head: pageHeadOf({
      title: model.seoTitle,
      description: model.seoDescription,
      path: address,
      share,
      structuredData: [carData(model, address), breadcrumbListData(trail)],
    }),
    share,
    videos,
    suggestions: model.suggestions.map((id) => modelCard(modelById(catalogue, id))),
    buyBack: model.manualRecompraPdfId !== null || model.acordoAdesaoPdfId !== null,
  };
}
