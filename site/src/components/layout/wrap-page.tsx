import type { ReactElement } from "react";
import { imagePlaceholdersOf, pageTypeOf } from "../../page-data/page-context";
import { ImagePlaceholdersProvider } from "../image/image-placeholders";
import { CarriedParamsProvider } from "../link/carried-params";
import { Layout } from "./layout";

interface PageProps {
  location: { pathname: string; search?: string };
  pageContext: unknown;
}

/**
 * What wraps every page, on the server and in the browser alike (Gatsby's
 * wrapPageElement): the current query for links to carry, the placeholder
 * colours of the page's images, then the chrome.
 */
export function wrapPage({ element, props }: { element: ReactElement; props: PageProps }): ReactElement {
  return (
    <CarriedParamsProvider search={props.location.search}>
      <ImagePlaceholdersProvider colours={imagePlaceholdersOf(props.pageContext)}>
        <Layout path={props.location.pathname} pageType={pageTypeOf(props.pageContext)}>
          {element}
        </Layout>
      </ImagePlaceholdersProvider>
    </CarriedParamsProvider>
  );
}
