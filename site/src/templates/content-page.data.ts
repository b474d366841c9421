import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

/** A text page of the route table: its title and introduction are its route's own. */
export type ContentPageContext = StaticPageContext;

export const contentPageContext: StaticPageBuilder<ContentPageContext> = (route) => staticPageBase(route);
