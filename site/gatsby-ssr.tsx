import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { pageTypeOf } from "./src/templates/page-context";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "pt-BR" });
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout path={props.location.pathname} pageType={pageTypeOf(props.pageContext)}>
    {element}
  </Layout>
);
