import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { pageTypeOf } from "./src/templates/page-context";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout path={props.location.pathname} pageType={pageTypeOf(props.pageContext)}>
    {element}
  </Layout>
);
