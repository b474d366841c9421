import type { Dealer } from "../../../contracts/dealer";
import type { BrandEvent } from "../../../contracts/event";
import { formatMobilePhone } from "../../../contracts/phone-writing";
import type { StructuredData } from "../../../contracts/structured-data";
import type { Trim } from "../../../contracts/trim";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import type { CalendarDay } from "../../../shared/clock";
import { BRAND_NAME } from "../brand";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";
import { ARTICLE_PAGES } from "../content/articles";
import { CUSTOMER_SERVICE, TOLL_FREE_NUMBERS } from "../content/customer-service";
import { EVENT_PAGES } from "../content/event-pages";
import { NOVO_OUTLANDER_LAUNCH } from "../content/launch";
import { HOME_SERVICE_PATHS, SERVICES, type ServiceContent, servicePictogramId } from "../content/services";
import { VIDEO_TITLES } from "../content/video-titles";
import { whatsappAddress } from "../dealers/dealer-links";
import { orderDealers } from "../dealers/dealer-order";
import { FORMS, LEAD_FORM_OF_PAGE } from "../forms/form-definitions";
import { LEAD_FORM_PAGES } from "../forms/lead-form-pages";
import { type Crumb, modelTrail, routeTrail } from "../routes/breadcrumbs";
import { eventAddress } from "../routes/event-address";
import { modelAddress } from "../routes/model-address";
import { STATIC_ROUTES, type StaticRoute } from "../routes/route-table";
import { siteMapGroups } from "../routes/site-map";
import { longDate } from "../rules/dates";
import { formatPrice, startingPriceText } from "../rules/prices";
import { breadcrumbListData } from "../structured-data/breadcrumb-list";
import { carData } from "../structured-data/car";
import { organizationData } from "../structured-data/organization";
import { serviceData } from "../structured-data/service";
import type {
  ContactChannel,
  EventCard,
  ModelCard,
  ModelOnPage,
  ModelPageContext,
  OfferOnPage,
  RoutePageContext,
  ServiceSummary,
  StaticPageContext,
  SubscribedVersion,
  TemplateContexts,
  TrimOnPage,
} from "./page-context";
import { pageHeadOf } from "./page-head";
import { BRAND_ARTWORK_ID, type ShareImage, shareImageOf } from "./share-image";

/**
 * The one place where page contexts are built (createPages calls it for every
 * page): from the route table, the parsed catalogue and the project's content.
 * Build time only. Content that a page needs and does not find (an event
 * without its page text, a video without a name) is a CatalogueError, so the
 * build stops naming it.
 */

const byPosition = <T extends { position: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.position - b.position);

export function modelCard(model: VehicleModel): ModelCard {
  const { id, name, slug, bodystyleName, tagline, imageId1, launch } = model;
  return {
    id,
    name,
    slug,
    bodystyleName,
    tagline,
    imageId1,
    launch,
    address: modelAddress(model),
    startingPriceText: startingPriceText(model),
  };
}

function trimOnPage(trim: Trim): TrimOnPage {
  return { ...trim, priceText: formatPrice(trim.price) };
}

/** The model as its page shows it, prices written out (page-context.ts says why). */
function modelOnPage(model: VehicleModel): ModelOnPage {
  return { ...model, trims: model.trims.map(trimOnPage), startingPriceText: startingPriceText(model) };
}

/** Distances as the subscription plans show them: "1.500" (pt-BR digit grouping), at build. */
const WHOLE_NUMBER = new Intl.NumberFormat("pt-BR");

function eventCard(event: BrandEvent): EventCard {
  return { ...event, address: eventAddress(event) };
}

function modelById(catalogue: Catalogue, id: number): VehicleModel {
  const model = catalogue.models.find((candidate) => candidate.id === id);
  // The catalogue's cross-checks have already refused unknown ids.
  if (!model) throw new CatalogueError(`No model ${id} in the catalogue`);
  return model;
}

function offersOnPage(catalogue: Catalogue): OfferOnPage[] {
  return byPosition(catalogue.offers).map((offer) => {
    const model = modelById(catalogue, offer.modelId);
    const trim = model.trims.find((candidate) => candidate.id === offer.trimId);
    if (!trim) throw new CatalogueError(`Offer "${offer.title}": no version ${offer.trimId}`);
    return {
      ...offer,
      priceText: formatPrice(offer.price),
      model: modelCard(model),
      trim: { name: trim.name, year: trim.year, priceText: formatPrice(trim.price) },
    };
  });
}

function subscribedVersions(catalogue: Catalogue): SubscribedVersion[] {
  const versions = new Map<string, SubscribedVersion>();
  for (const plan of catalogue.subscriptionPlans) {
    const model = modelById(catalogue, plan.modelId);
    const trim = model.trims.find((candidate) => candidate.id === plan.trimId);
    if (!trim) throw new CatalogueError(`Subscription plan "${plan.id}": no version ${plan.trimId}`);
    const version = versions.get(trim.id) ?? {
      model: modelCard(model),
      trim: { id: trim.id, name: trim.name, year: trim.year },
      plans: [],
    };
    version.plans.push({
      ...plan,
      monthlyPriceText: formatPrice(plan.monthlyPrice),
      kmPerMonthText: WHOLE_NUMBER.format(plan.kmPerMonth),
    });
    versions.set(trim.id, version);
  }
  const position = (version: SubscribedVersion) => modelById(catalogue, version.model.id).position;
  return [...versions.values()]
    .sort((a, b) => position(a) - position(b))
    .map((version) => ({
      ...version,
      plans: [...version.plans].sort((a, b) => a.termMonths - b.termMonths || a.kmPerMonth - b.kmPerMonth),
    }));
}

/** The model the launch page presents (and the home page's hero shows). */
function launchModel(models: readonly VehicleModel[]): VehicleModel {
  const model = models.find((candidate) => candidate.name === NOVO_OUTLANDER_LAUNCH.modelName);
  if (!model) throw new CatalogueError(`The launch page needs the model "${NOVO_OUTLANDER_LAUNCH.modelName}"`);
  return model;
}

function serviceSummary(service: ServiceContent): ServiceSummary {
  const { path, name, summary } = service;
  return { path, name, summary, pictogramId: servicePictogramId(service) };
}

function serviceAt(path: string): ServiceContent {
  const service = SERVICES.find((candidate) => candidate.path === path);
  if (!service) throw new CatalogueError(`The service page ${path} has no text in site/src/content/services.ts`);
  return service;
}

function eventOf(route: StaticRoute, catalogue: Catalogue): BrandEvent {
  const event = catalogue.events.find((candidate) => eventAddress(candidate) === route.path);
  if (!event) throw new CatalogueError(`The event page ${route.path} has no event in the catalogue`);
  return event;
}

function eventPageOf(event: BrandEvent) {
  const details = EVENT_PAGES[event.name];
  if (!details)
    throw new CatalogueError(`The event "${event.name}" has no page text in site/src/content/event-pages.ts`);
  return details;
}

/** The home page's title when shared: the brand's promise (its own title is the brand's name). */
const HOME_SHARE_TITLE = "SUVs e picapes com 5 anos de garantia";

/** The drawing a page of the route table shares: its car, event, service or people, else the brand's. */
function routeShareArtwork(route: StaticRoute, catalogue: Catalogue): string | null {
  const models = byPosition(catalogue.models);
  switch (route.template) {
    case "home":
    case "launch":
    case "lead-form":
    case "test-drive-form":
      return launchModel(models).imageHeroId;
    case "offers": {
      const offer = catalogue.offers[0];
      return offer ? modelById(catalogue, offer.modelId).imageId1 : null;
    }
    case "subscription":
      return subscribedVersions(catalogue)[0]?.model.imageId1 ?? null;
    case "services":
      return SERVICES[0] ? servicePictogramId(SERVICES[0]) : null;
    case "service":
      return servicePictogramId(serviceAt(route.path));
    case "brand-world":
      return byPosition(catalogue.events)[0]?.imageId ?? null;
    case "event":
      return eventOf(route, catalogue).imageId;
    case "ambassadors":
      return catalogue.ambassadors[0]?.imageId ?? null;
    case "partnerships":
      return catalogue.partners[0]?.logoId ?? null;
    case "article": {
      const showcase = ARTICLE_PAGES[route.path]?.showcase;
      return showcase ? (models.find(showcase.includes)?.imageId1 ?? null) : null;
    }
    default:
      return null;
  }
}

function routeShare(route: StaticRoute, catalogue: Catalogue): ShareImage {
  const title = route.path === "/" ? HOME_SHARE_TITLE : (route.title ?? BRAND_NAME);
  return shareImageOf(route.path, title, routeShareArtwork(route, catalogue) ?? BRAND_ARTWORK_ID);
}

/** Pages that describe the organisation and its nine services in their structured data. */
const ORGANIZATION_PAGES = new Set(["/", "/servicos-beneficios", "/institucional"]);

/** A page's structured data: the organisation where it presents itself, a service page's service, the trail. */
function routeStructuredData(route: StaticRoute, trail: readonly Crumb[]): StructuredData[] {
  const blocks: StructuredData[] = [];
  if (ORGANIZATION_PAGES.has(route.path)) blocks.push(organizationData(SERVICES));
  if (route.template === "service") blocks.push(serviceData(serviceAt(route.path)));
  if (trail.length > 1) blocks.push(breadcrumbListData(trail));
  return blocks;
}

/** The contact page's channels (source spec §9): the three toll-free lines, then WhatsApp. */
function contactChannels(): ContactChannel[] {
  const lines = (Object.keys(TOLL_FREE_NUMBERS) as Array<keyof typeof TOLL_FREE_NUMBERS>).map((line) => {
    const { service, display, tel } = TOLL_FREE_NUMBERS[line];
    const purpose = CUSTOMER_SERVICE.purposes[line];
    return { service, purpose, display, href: tel, action: `ligação gratuita para ${service}` };
  });
  const { whatsapp, whatsappPurpose } = CUSTOMER_SERVICE;
  return [
    ...lines,
    {
      service: "WhatsApp",
      purpose: whatsappPurpose,
      display: formatMobilePhone(whatsapp),
      href: whatsappAddress(whatsapp),
      action: "conversar pelo WhatsApp",
    },
  ];
}

/** What the pages are made of: the parsed catalogue and the dealer network. */
export interface SiteData {
  catalogue: Catalogue;
  dealers: Dealer[];
}

/** A lead form's page: the models and dealers its form offers, and the build's day for the date's limits. */
function leadFormContext(base: StaticPageContext, { catalogue, dealers }: SiteData, builtOn: CalendarDay) {
  const form = LEAD_FORM_OF_PAGE[base.route.pageType];
  if (!form) throw new CatalogueError(`${base.route.path} uses a lead form's template, but its page type has no form.`);
  const { fields } = FORMS[form];
  return {
    ...base,
    form,
    definition: FORMS[form],
    page: LEAD_FORM_PAGES[form],
    models: fields.includes("modelSlug") ? byPosition(catalogue.models).map(({ slug, name }) => ({ slug, name })) : [],
    // In the finder's order for a visitor whose city is unknown, as the form lists them until it knows the city.
    dealers: fields.includes("dealerId")
      ? orderDealers(dealers).map(({ id, name, state, city }) => ({ id, name, state, city }))
      : [],
    builtOn,
  } satisfies TemplateContexts["lead-form"];
}

/** The context of a page of the route table, by its template. */
export function staticPageContext(route: StaticRoute, site: SiteData, builtOn: CalendarDay): RoutePageContext {
  const { catalogue } = site;
  const trail = routeTrail(route);
  const share = routeShare(route, catalogue);
  const { title, description, path } = route;
  const base: StaticPageContext = {
    route,
    pageType: route.pageType,
    trail,
    head: pageHeadOf({ title, description, path, share, structuredData: routeStructuredData(route, trail) }),
    share,
  };
  const models = byPosition(catalogue.models);
  const events = byPosition(catalogue.events).map(eventCard);
  switch (route.template) {
    case "home": {
      const { name, imageHeroId, imageHeroMobileId } = launchModel(models);
      const [subscribed] = subscribedVersions(catalogue);
      return {
        ...base,
        heroModel: { name, imageHeroId, imageHeroMobileId },
        subscriptionImageId: subscribed ? modelById(catalogue, subscribed.model.id).imageId2 : null,
        models: models.map(modelCard),
        offers: offersOnPage(catalogue).filter((offer) => offer.highlighted),
        services: HOME_SERVICE_PATHS.map((path) => serviceSummary(serviceAt(path))),
        events,
      } satisfies TemplateContexts["home"];
    }
    case "offers":
      return { ...base, offers: offersOnPage(catalogue), builtOn } satisfies TemplateContexts["offers"];
    case "subscription":
      return { ...base, versions: subscribedVersions(catalogue) } satisfies TemplateContexts["subscription"];
    case "services":
      return {
        ...base,
        services: SERVICES.map(serviceSummary),
      } satisfies TemplateContexts["services"];
    case "service": {
      const service = serviceAt(route.path);
      return {
        ...base,
        service: { ...service, pictogramId: servicePictogramId(service) },
      } satisfies TemplateContexts["service"];
    }
    case "article": {
      const page = ARTICLE_PAGES[route.path];
      if (!page) throw new CatalogueError(`The page ${route.path} has no text in site/src/content/articles.ts`);
      const showcase = page.showcase
        ? { heading: page.showcase.heading, models: models.filter(page.showcase.includes).map(modelCard) }
        : null;
      return { ...base, article: page.article, showcase } satisfies TemplateContexts["article"];
    }
    case "brand-world":
      return {
        ...base,
        events,
        ambassadors: catalogue.ambassadors,
        partners: catalogue.partners,
      } satisfies TemplateContexts["brand-world"];
    case "event": {
      const event = eventOf(route, catalogue);
      return {
        ...base,
        event: eventCard(event),
        details: eventPageOf(event),
        otherEvents: events.filter((other) => other.id !== event.id),
      } satisfies TemplateContexts["event"];
    }
    case "ambassadors":
      return {
        ...base,
        ambassadors: catalogue.ambassadors.map((ambassador) => ({
          ...ambassador,
          model: modelCard(modelById(catalogue, ambassador.modelId)),
        })),
      } satisfies TemplateContexts["ambassadors"];
    case "partnerships":
      return { ...base, partners: catalogue.partners } satisfies TemplateContexts["partnerships"];
    case "recall":
      return {
        ...base,
        campaigns: [...catalogue.recallCampaigns]
          .sort((a, b) => b.startedOn.localeCompare(a.startedOn))
          .map((campaign) => ({
            ...campaign,
            model: modelCard(modelById(catalogue, campaign.modelId)),
            startedOnText: longDate(campaign.startedOn),
          })),
      } satisfies TemplateContexts["recall"];
    case "press":
      return {
        ...base,
        releases: [...catalogue.pressReleases]
          .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
          .map((release) => ({ ...release, publishedOnText: longDate(release.publishedOn) })),
      } satisfies TemplateContexts["press"];
    case "site-map":
      return { ...base, groups: siteMapGroups(STATIC_ROUTES, catalogue.models) } satisfies TemplateContexts["site-map"];
    case "launch": {
      const model = launchModel(models);
      const { imageHeroId, imageHeroMobileId, exclusiveFeatures } = model;
      return {
        ...base,
        model: {
          ...modelCard(model),
          imageHeroId,
          imageHeroMobileId,
          exclusiveFeatures,
          trims: model.trims.map(trimOnPage),
        },
      } satisfies TemplateContexts["launch"];
    }
    case "lead-form":
    case "test-drive-form":
      return leadFormContext(base, site, builtOn);
    case "contact":
      return {
        ...base,
        definition: FORMS["fale-conosco"],
        channels: contactChannels(),
        hours: [...CUSTOMER_SERVICE.hours, CUSTOMER_SERVICE.assistanceHours],
      } satisfies TemplateContexts["contact"];
    case "dealers":
      return { ...base, dealers: orderDealers(site.dealers) } satisfies TemplateContexts["dealers"];
    case "content-page":
      return base satisfies TemplateContexts["content-page"];
  }
}

/** The context of a model page. */
export function modelPageContext(model: VehicleModel, catalogue: Catalogue, builtOn: CalendarDay): ModelPageContext {
  const address = modelAddress(model);
  const trail = modelTrail(model, address);
  const videos = model.videos.map((video) => {
    const title = VIDEO_TITLES[video.id];
    if (!title) {
      throw new CatalogueError(
        `The video "${video.id}" of ${model.name} has no name in site/src/content/video-titles.ts`,
      );
    }
    return { ...video, title };
  });
  const share = shareImageOf(address, model.name, model.imageHeroId ?? model.imageId1 ?? BRAND_ARTWORK_ID);
  return {
    model: modelOnPage(model),
    address,
    pageType: "model",
    builtOn,
    trail,
    head: pageHeadOf({
      title: model.seoTitle,
      description: model.seoDescription,
      path: address,
      share,
      structuredData: [carData(model, address), breadcrumbListData(trail)],
    }),
    share,
    videos,
    suggestions: model.suggestions.map((id) => modelCard(modelById(catalogue, id))),
    buyBack: model.manualRecompraPdfId !== null || model.acordoAdesaoPdfId !== null,
  };
}
