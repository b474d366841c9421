import type { Ambassador } from "../../../contracts/ambassador";
import type { Dealer, DealerChoice } from "../../../contracts/dealer";
import type { BrandEvent } from "../../../contracts/event";
import type { Offer } from "../../../contracts/offer";
import type { Partner } from "../../../contracts/partner";
import type { PressRelease } from "../../../contracts/press-release";
import type { RecallCampaign } from "../../../contracts/recall-campaign";
import type { SubscriptionPlan } from "../../../contracts/subscription-plan";
import type { Trim } from "../../../contracts/trim";
import type { VehicleModel, Video } from "../../../contracts/vehicle-model";
import type { CalendarDay } from "../../../shared/clock";
import type { Article } from "../content/article";
import type { EventPage } from "../content/event-pages";
import type { ServiceContent } from "../content/services";
import type { FormDefinition, LeadFormName } from "../forms/form-definitions";
import type { LeadFormPageText } from "../forms/lead-form-pages";
import type { Crumb } from "../routes/breadcrumbs";
import type { PageType, StaticRoute, TemplateName } from "../routes/route-table";
import type { SiteMapGroup } from "../routes/site-map";
import type { PageHead } from "./page-head";
import type { ShareImage } from "./share-image";

/**
 * What gatsby-node hands each kind of page (site/src/templates/build-page-context.ts
 * builds them all). Pages get only what they show: the catalogue reaches the
 * browser as page data, never in the JavaScript bundle.
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

/*
 * Prices, distances and dates reach the page written out ("R$ 173.990",
 * "1.500", "15 de setembro de 2026") by the build (rules/prices, rules/dates):
 * the browser then formats none of them as the page loads. Its first
 * Intl formatter loads ICU's pt-BR data, 25-40 ms of main thread on every page
 * load on this project's machine, four times that on a mid-range phone.
 */

/** A model as lists of models show it (home, suggestions, showcases): what a card needs. */
export type ModelCard = Pick<
  VehicleModel,
  "id" | "name" | "slug" | "bodystyleName" | "tagline" | "imageId1" | "launch"
> & {
  address: string;
  /** "a partir de R$ 173.990", or the consult-the-dealer text. */
  startingPriceText: string;
};

/** A version as the page lists it, with its price written out (or the consult-the-dealer text). */
export type TrimOnPage = Trim & { priceText: string };

/** A model as its own page shows it: the catalogue entry, its versions' and starting prices written out. */
export type ModelOnPage = Omit<VehicleModel, "trims"> & { trims: TrimOnPage[]; startingPriceText: string };

/** An event of the brand world with the address of its page. */
export type EventCard = BrandEvent & { address: string };

/** An offer with the model and the version it is for, and both prices written out. */
export type OfferOnPage = Offer & {
  /** The offer's price, or the consult-the-dealer text when it has none. */
  priceText: string;
  model: ModelCard;
  trim: Pick<TrimOnPage, "name" | "year" | "priceText">;
};

/** The home page: the showcase of the catalogue, the highlighted offers, some services and the brand world's events. */
export interface HomePageContext extends StaticPageContext {
  /** The model behind the hero's text: the launch's. */
  heroModel: Pick<VehicleModel, "name" | "imageHeroId" | "imageHeroMobileId">;
  /** The drawing beside the subscription banner: a subscribed model on the road. */
  subscriptionImageId: string | null;
  models: ModelCard[];
  offers: OfferOnPage[];
  services: ServiceSummary[];
  events: EventCard[];
}

/** A video of the catalogue with the name its button and frame carry. */
export type TitledVideo = Video & { title: string };

/** A model page: the parsed catalogue entry, its address, the build's day and what surrounds the model. */
export interface ModelPageContext extends BasePageContext {
  model: ModelOnPage;
  // Gatsby reserves `path` in page context.
  address: string;
  /** The day the page was built: dated texts render with it, then with the visitor's day once mounted. */
  builtOn: CalendarDay;
  trail: Crumb[];
  videos: TitledVideo[];
  suggestions: ModelCard[];
  /** Whether the model takes part in the guaranteed buy-back programme (it has the programme's documents). */
  buyBack: boolean;
}

export interface OffersPageContext extends StaticPageContext {
  offers: OfferOnPage[];
  builtOn: CalendarDay;
}

/** A subscription plan with its monthly price and distance written out. */
export type PlanOnPage = SubscriptionPlan & { monthlyPriceText: string; kmPerMonthText: string };

/** The plans of one version offered by subscription. */
export interface SubscribedVersion {
  model: ModelCard;
  trim: Pick<Trim, "id" | "name" | "year">;
  plans: PlanOnPage[];
}

export interface SubscriptionPageContext extends StaticPageContext {
  versions: SubscribedVersion[];
}

/** A service as the services page lists it. */
export type ServiceSummary = Pick<ServiceContent, "path" | "name" | "summary"> & { pictogramId: string };

export interface ServicesPageContext extends StaticPageContext {
  services: ServiceSummary[];
}

export interface ServicePageContext extends StaticPageContext {
  service: ServiceContent & { pictogramId: string };
}

/** A text page, with the catalogue models its rule picks when it shows some. */
export interface ArticlePageContext extends StaticPageContext {
  article: Article;
  showcase: { heading: string; models: ModelCard[] } | null;
}

export interface BrandWorldPageContext extends StaticPageContext {
  events: EventCard[];
  ambassadors: Ambassador[];
  partners: Partner[];
}

export interface EventPageContext extends StaticPageContext {
  event: EventCard;
  details: EventPage;
  otherEvents: EventCard[];
}

export interface AmbassadorsPageContext extends StaticPageContext {
  ambassadors: Array<Ambassador & { model: ModelCard }>;
}

export interface PartnershipsPageContext extends StaticPageContext {
  partners: Partner[];
}

/** A recall campaign with its model and its start written out. */
export type CampaignOnPage = RecallCampaign & { model: ModelCard; startedOnText: string };

export interface RecallPageContext extends StaticPageContext {
  campaigns: CampaignOnPage[];
}

/** A press release with its day written out. */
export type ReleaseOnPage = PressRelease & { publishedOnText: string };

export interface PressPageContext extends StaticPageContext {
  /** Newest first. */
  releases: ReleaseOnPage[];
}

export interface SiteMapPageContext extends StaticPageContext {
  groups: SiteMapGroup[];
}

export interface LaunchPageContext extends StaticPageContext {
  model: ModelCard & Pick<ModelOnPage, "imageHeroId" | "imageHeroMobileId" | "exclusiveFeatures" | "trims">;
}

/** A model a form offers: its catalogue slug (what a lead sends) and its name. */
export interface ModelChoice {
  slug: string;
  name: string;
}

/** What gatsby-node hands a lead form's page (quote, test drive, VIP sign-up). */
export interface LeadFormPageContext extends StaticPageContext {
  form: LeadFormName;
  /** The form itself (its fields, words and thank-you), in the page's data rather than in every form page's script. */
  definition: FormDefinition;
  /** What the page says around its form. */
  page: LeadFormPageText;
  /** The catalogue's models, for forms that ask for one. */
  models: ModelChoice[];
  /** The dealers, for forms that ask for one. */
  dealers: DealerChoice[];
  /** The day the page was built: the date field's limits render with it, then with the visitor's day. */
  builtOn: CalendarDay;
}

/** What gatsby-node hands the contact page: its form, in the page's data. */
export interface ContactPageContext extends StaticPageContext {
  definition: FormDefinition;
  /** The customer-service lines and WhatsApp, written by the build (content/customer-service.ts). */
  channels: ContactChannel[];
  /** When the central answers, one line each. */
  hours: string[];
}

/** A customer-service channel as the contact page lists it. */
export interface ContactChannel {
  service: string;
  /** What it is for, in the visitor's words. */
  purpose: string;
  /** The number as the visitor reads it. */
  display: string;
  /** Where the link leads: `tel:…` or WhatsApp's address. */
  href: string;
  /** Said after the number to a screen reader: what following the link does. */
  action: string;
}

/** What gatsby-node hands the dealer finder: the whole parsed dealer dataset. */
export interface DealersPageContext extends StaticPageContext {
  /** In the finder's order for a visitor whose city is unknown (dealers/dealer-order.ts), which the page only moves by nearness. */
  dealers: Dealer[];
}

/** The context of each template of the route table. */
export interface TemplateContexts {
  home: HomePageContext;
  "content-page": StaticPageContext;
  article: ArticlePageContext;
  offers: OffersPageContext;
  subscription: SubscriptionPageContext;
  services: ServicesPageContext;
  service: ServicePageContext;
  "brand-world": BrandWorldPageContext;
  event: EventPageContext;
  ambassadors: AmbassadorsPageContext;
  partnerships: PartnershipsPageContext;
  recall: RecallPageContext;
  press: PressPageContext;
  "site-map": SiteMapPageContext;
  launch: LaunchPageContext;
  "lead-form": LeadFormPageContext;
  "test-drive-form": LeadFormPageContext;
  contact: ContactPageContext;
  dealers: DealersPageContext;
}

/** The context of a page of the route table. */
export type RoutePageContext = TemplateContexts[TemplateName];

/** The context of any page gatsby-node creates. */
export type PageContext = RoutePageContext | ModelPageContext;
