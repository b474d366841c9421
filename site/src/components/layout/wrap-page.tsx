import type { ReactElement } from "react";
import { pageTypeOf } from "../../page-data/page-context";
import { CarriedParamsProvider } from "../link/carried-params";
import { Layout } from "./layout";

interface PageProps {
  location: { pathname: string; search?: string };
  pageContext: unknown;
}

/**
 * What wraps every page, on the server and in the browser alike (Gatsby's
 * wrapPageElement): the current query for links to carry, then the chrome.
 */
export function wrapPage({ element, props }: { element: ReactElement; props: PageProps }): ReactElement {
  return (
    <CarriedParamsProvider search={props.location.search}>
      <Layout path={props.location.pathname} pageType={pageTypeOf(props.pageContext)}>
        {element}
      </Layout>
    </CarriedParamsProvider>
  );
}
