import { type ReactNode, useEffect } from "react";
import type { PageType } from "../../routes/route-table";
import { showsFooter, showsHeader } from "../../routes/visibility";
import { trackPageLoad } from "../../tracking/events";
import { SiteFooter } from "../footer/site-footer";
import { SiteHeader } from "../header/site-header";
import { CitySelectionModalHost } from "../location/city-selection-modal-host";
import { RouteProgressBar } from "../route-progress/route-progress-bar";

interface LayoutProps {
  path: string;
  pageType: PageType;
  children: ReactNode;
}

/**
 * The chrome around every page, following the visibility rules of the path
 * (source spec §2): the progress bar of slow route changes, the header, the
 * footer and the city selection.
 */
export function Layout({ path, pageType, children }: LayoutProps) {
  useEffect(() => {
    trackPageLoad({ pagetype: pageType, page_path: path });
  }, [path, pageType]);
  return (
    <>
      <RouteProgressBar />
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      {showsHeader(path) && <SiteHeader path={path} />}
      <main id="conteudo" tabIndex={-1}>
        {children}
      </main>
      {showsFooter(path) && <SiteFooter path={path} />}
      <CitySelectionModalHost path={path} />
    </>
  );
}
