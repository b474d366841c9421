import type { Dealer, DealerChoice } from "../../../contracts/dealer";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import type { LeadFormName } from "../forms/form-definitions";
import type { PageType, StaticRoute } from "../routes/route-table";
import type { CalendarDay } from "../rules/clock";

/** Every page's context names its kind, for the `pageLoad` event. */
export interface BasePageContext {
  pageType: PageType;
}

/** The kind of a page from its context; pages without one (the 404 page) are "not-found". */
export function pageTypeOf(context: unknown): PageType {
  const pageType = (context as Partial<BasePageContext> | null)?.pageType;
  return typeof pageType === "string" ? pageType : "not-found";
}

/** What gatsby-node hands every page built from the route table. */
export interface StaticPageContext extends BasePageContext {
  route: StaticRoute;
}

/** What gatsby-node hands the home page: the showcase of the catalogue. */
export interface HomePageContext extends StaticPageContext {
  models: VehicleModel[];
}

/** What gatsby-node hands a model page: the parsed catalogue entry, its address and the build's day. */
export interface ModelPageContext extends BasePageContext {
  model: VehicleModel;
  // Gatsby reserves `path` in page context.
  address: string;
  /** The day the page was built: dated texts render with it, then with the visitor's day once mounted. */
  builtOn: CalendarDay;
}

/** A model a form offers: its catalogue slug (what a lead sends) and its name. */
export interface ModelChoice {
  slug: string;
  name: string;
}

/** What gatsby-node hands a lead form's page (quote, test drive, VIP sign-up). */
export interface LeadFormPageContext extends StaticPageContext {
  form: LeadFormName;
  /** The catalogue's models, for forms that ask for one. */
  models: ModelChoice[];
  /** The dealers, for forms that ask for one. */
  dealers: DealerChoice[];
  /** The day the page was built: the date field's limits render with it, then with the visitor's day. */
  builtOn: CalendarDay;
}

/** What gatsby-node hands the dealer finder: the whole parsed dealer dataset. */
export interface DealersPageContext extends StaticPageContext {
  dealers: Dealer[];
}
