import { CatalogueError } from "../catalogue/parse-catalogue";
import type { Article } from "../content/article";
import { ARTICLE_PAGES } from "../content/articles";
import { type ModelCard, modelCard } from "../page-data/model-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { byPosition } from "../page-data/site-data";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

/** A text page, with the catalogue models its rule picks when it shows some. */
export interface ArticlePageContext extends StaticPageContext {
  article: Article;
  showcase: { heading: string; models: ModelCard[] } | null;
}

/** A text page shares the first model it shows, if it shows any. */
export const articlePageContext: StaticPageBuilder<ArticlePageContext> = (route, { catalogue }) => {
  const page = ARTICLE_PAGES[route.path];
  if (!page) throw new CatalogueError(`The page ${route.path} has no text in site/src/content/articles.ts`);
  const showcase = page.showcase
    ? {
        heading: page.showcase.heading,
        models: byPosition(catalogue.models).filter(page.showcase.includes).map(modelCard),
      }
    : null;
  return {
    ...staticPageBase(route, { shareArtworkId: showcase?.models[0]?.imageId1 }),
    article: page.article,
    showcase,
  };
};
