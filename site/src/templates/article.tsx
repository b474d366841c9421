import type { HeadFC, PageProps } from "gatsby";
import { ArticleBody } from "../components/article/article-body";
import { ModelList } from "../components/model-list/model-list";
import { CallsToAction } from "../components/page/calls-to-action";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { slugify } from "../routes/model-address";
import type { ArticlePageContext } from "./article.data";

/**
 * A text page of the route table (institutional, legal, direct sales, agro,
 * MIT 4FUN): its lead, its sections, the catalogue models it applies to, and
 * its calls to action.
 */
const ArticlePage: React.FC<PageProps<object, ArticlePageContext>> = ({ pageContext }) => {
  const { route, trail, article, showcase } = pageContext;
  return (
    <>
      <PageIntro trail={trail} title={route.title ?? ""} lead={article.lead} />
      <ArticleBody article={article} />
      {showcase && showcase.models.length > 0 && (
        <ContentSection id="modelos-do-programa" heading={showcase.heading} tone="muted">
          <ModelList listName={`${slugify(route.path)}-modelos`} models={showcase.models} />
        </ContentSection>
      )}
      {article.callsToAction && (
        <ContentSection id="proximo-passo" heading="Próximo passo">
          <CallsToAction links={article.callsToAction} />
        </ContentSection>
      )}
    </>
  );
};

export default ArticlePage;

export const Head: HeadFC<object, ArticlePageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
