import type { Crumb } from "../routes/breadcrumbs";
import type { PageType, StaticRoute } from "../routes/route-table";
import type { PageHead } from "./page-head";
import type { ShareImage } from "./share-image";

/**
 * What every page's context carries, whatever its template. Each template's own
 * context, and the function that builds it, are beside the template
 * (site/src/templates/{template}.data.ts). Pages get only what they show: the
 * catalogue reaches the browser as page data, never in the JavaScript bundle.
 */

/*
 * Prices, distances and dates reach the page written out ("R$ 173.990",
 * "1.500", "15 de setembro de 2026") by the build (rules/prices, rules/dates):
 * the browser then formats none of them as the page loads. Its first
 * Intl formatter loads ICU's pt-BR data, 25-40 ms of main thread on every page
 * load on this project's machine, four times that on a mid-range phone.
 */

/** Every page's context names its kind, for the `pageLoad` event, and carries its head. */
export interface BasePageContext {
  pageType: PageType;
  /** The page's head, every text written by the build, its schema.org blocks (site/src/structured-data) included. */
  head: PageHead;
  /** The picture its address shows when shared: gatsby-node draws it once the build is done. */
  share: ShareImage;
  /**
   * The placeholder colour of each drawing the page shows (by image id), added
   * by createPages from the drawings themselves (images/artwork-colours.ts).
   */
  imagePlaceholders?: Record<string, string>;
}

/** The kind of a page from its context; pages without one (the 404 page) are "not-found". */
export function pageTypeOf(context: unknown): PageType {
  const pageType = (context as Partial<BasePageContext> | null)?.pageType;
  return typeof pageType === "string" ? pageType : "not-found";
}

/** The placeholder colours a page's context carries (none for pages without one, such as the 404 page). */
export function imagePlaceholdersOf(context: unknown): Readonly<Record<string, string>> {
  return (context as Partial<BasePageContext> | null)?.imagePlaceholders ?? {};
}

/** What gatsby-node hands every page built from the route table: its route and its place in the site. */
export interface StaticPageContext extends BasePageContext {
  route: StaticRoute;
  /** Home, the page's parents, the page; empty on the home page. */
  trail: Crumb[];
}
