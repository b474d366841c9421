import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Dealer } from "../contracts/dealer";
import { parseRequestTable, REQUEST_TABLE, RequestTableError } from "../contracts/request-table";
import { DEALERS } from "./src/catalogue/dealers";
import { EVENTS } from "./src/catalogue/events";
import { PICKUP_MENU, SUV_MENU } from "./src/catalogue/model-menu";
import { MODELS } from "./src/catalogue/models";
import { type Catalogue, CatalogueError, parseCatalogue } from "./src/catalogue/parse-catalogue";
import { ibgeMunicipalities, parseDealers } from "./src/catalogue/parse-dealers";
import { writeClientData } from "./src/client-data/write-client-data";
import { FORMS, LEAD_FORM_OF_PAGE, VIP_MODEL_SLUG } from "./src/forms/form-definitions";
import { ServiceHostError, serviceHostsFrom } from "./src/requests/service-hosts";
import { modelAddress } from "./src/routes/model-address";
import { STATIC_ROUTES, type StaticRoute } from "./src/routes/route-table";
import { type CalendarDay, calendarDayOf } from "./src/rules/clock";
import type {
  DealersPageContext,
  HomePageContext,
  LeadFormPageContext,
  ModelPageContext,
  StaticPageContext,
} from "./src/templates/page-context";

const template = (name: string) => path.resolve(__dirname, "src/templates", `${name}.tsx`);
const ARTWORK_DIR = path.resolve(__dirname, "static", "artwork");

/** Errors that mean the site's data is wrong: the build stops with their message, which names the culprit. */
const DATA_ERRORS = [CatalogueError, ServiceHostError, RequestTableError];

/** The catalogue, the request table and the build's host settings, each parsed with its contract. */
function parsedCatalogue(): Catalogue {
  parseRequestTable(REQUEST_TABLE);
  serviceHostsFrom(process.env);
  const catalogue = parseCatalogue(
    { models: MODELS, events: EVENTS, menus: { suvs: SUV_MENU, pickups: PICKUP_MENU } },
    { artworkExists: (id) => existsSync(path.join(ARTWORK_DIR, `${id}.svg`)) },
  );
  if (!catalogue.models.some((model) => model.slug === VIP_MODEL_SLUG)) {
    throw new CatalogueError(`The VIP sign-up's model "${VIP_MODEL_SLUG}" is not a model of the catalogue.`);
  }
  return catalogue;
}

/** What the pages are made of: the catalogue and the dealer network. */
interface SiteData {
  catalogue: Catalogue;
  dealers: Dealer[];
}

/** A lead form's page: the models and dealers its form offers, and the build's day for the date's limits. */
function leadFormContext(route: StaticRoute, { catalogue, dealers }: SiteData, builtOn: CalendarDay) {
  const form = LEAD_FORM_OF_PAGE[route.pageType];
  if (!form) throw new Error(`${route.path} uses the lead-form template, but its page type has no form.`);
  const { fields } = FORMS[form];
  const context: LeadFormPageContext = {
    route,
    pageType: route.pageType,
    form,
    models: fields.includes("modelSlug") ? catalogue.models.map(({ slug, name }) => ({ slug, name })) : [],
    dealers: fields.includes("dealerId") ? dealers.map(({ id, name, state, city }) => ({ id, name, state, city })) : [],
    builtOn,
  };
  return context;
}

/** The context of a page of the route table, by its template: each template gets what it shows. */
function staticPageContext(route: StaticRoute, data: SiteData, builtOn: CalendarDay): StaticPageContext {
  const base: StaticPageContext = { route, pageType: route.pageType };
  switch (route.template) {
    case "home": {
      const home: HomePageContext = { ...base, models: data.catalogue.models };
      return home;
    }
    case "lead-form":
      return leadFormContext(route, data, builtOn);
    case "dealers": {
      const finder: DealersPageContext = { ...base, dealers: data.dealers };
      return finder;
    }
    default:
      return base;
  }
}

/**
 * Every page comes from the route table or the catalogue. The catalogue (models,
 * events, menus), the request table and the host settings are parsed with their
 * contracts first, so bad data stops the build naming the entry and field.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  let data: SiteData;
  try {
    data = { catalogue: parsedCatalogue(), dealers: parseDealers(DEALERS, { municipality: ibgeMunicipalities() }) };
  } catch (error) {
    if (error instanceof Error && DATA_ERRORS.some((kind) => error instanceof kind)) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  // The day the pages were built: dated texts render with it, then switch to the visitor's day.
  const builtOn = calendarDayOf(new Date());
  for (const route of STATIC_ROUTES) {
    const context = staticPageContext(route, data, builtOn);
    actions.createPage({ path: route.path, component: template(route.template), context });
  }

  for (const model of data.catalogue.models) {
    const address = modelAddress(model);
    const context: ModelPageContext = { model, address, pageType: "model", builtOn };
    actions.createPage({ path: address, component: template("model"), context });
  }
};

/** The JSON the browser fetches on demand (municipalities, search index), in public/ for build and develop alike. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await writeClientData(path.resolve(__dirname, "public"));
};

/**
 * zod stays out of every page's first load. The browser parses with it only on
 * demand (a stored city, a form being sent, the search index…), but Gatsby's
 * `commons` group takes any module that as many chunks use as there are page
 * templates, and on-demand chunks count too: zod would then load with every
 * page. Its own async chunk, of higher priority, keeps it where it is wanted.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: {
          zod: {
            test: /[\\/]node_modules[\\/]zod[\\/]/,
            name: "zod",
            chunks: "async",
            priority: 30,
            enforce: true,
          },
        },
      },
    },
  });
};
