import type { HeadFC, PageProps } from "gatsby";
import { LegalText } from "../components/model/legal-text";
import { ModelHero } from "../components/model/model-hero";
import { TrimList } from "../components/model/trim-list";
import { Seo } from "../components/seo/seo";
import type { ModelPageContext } from "./page-context";

/** A model page of the catalogue, at /{body style}/{model}: hero and price, versions, legal text. */
const ModelPage: React.FC<PageProps<object, ModelPageContext>> = ({ pageContext }) => {
  const { model, builtOn } = pageContext;
  return (
    <div className="page">
      <ModelHero model={model} />
      <TrimList trims={model.trims} />
      <LegalText html={model.legalText} builtOn={builtOn} />
    </div>
  );
};

export default ModelPage;

export const Head: HeadFC<object, ModelPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.model.seoTitle} description={pageContext.model.seoDescription} path={pageContext.address} />
);
