import type { ReleaseOnPage } from "../components/press/press-release-list";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";
import { longDate } from "../rules/dates";

export interface PressPageContext extends StaticPageContext {
  /** Newest first. */
  releases: ReleaseOnPage[];
}

export const pressPageContext: StaticPageBuilder<PressPageContext> = (route, { catalogue }) => ({
  ...staticPageBase(route),
  releases: [...catalogue.pressReleases]
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
    .map((release) => ({ ...release, publishedOnText: longDate(release.publishedOn) })),
});
