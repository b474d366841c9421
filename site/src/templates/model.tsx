import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import type { ModelPageContext } from "./page-context";

/** A model page of the catalogue, at /{body style}/{model}. */
const ModelPage: React.FC<PageProps<object, ModelPageContext>> = ({ pageContext }) => {
  const { model } = pageContext;
  return (
    <div className="page">
      <h1>{model.name}</h1>
      <p>{model.tagline}</p>
    </div>
  );
};

export default ModelPage;

export const Head: HeadFC<object, ModelPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.model.seoTitle} description={pageContext.model.seoDescription} path={pageContext.address} />
);
