import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { parseRequestTable, REQUEST_TABLE, RequestTableError } from "../contracts/request-table";
import { EVENTS } from "./src/catalogue/events";
import { PICKUP_MENU, SUV_MENU } from "./src/catalogue/model-menu";
import { MODELS } from "./src/catalogue/models";
import { type Catalogue, CatalogueError, parseCatalogue } from "./src/catalogue/parse-catalogue";
import { writeClientData } from "./src/client-data/write-client-data";
import { ServiceHostError, serviceHostsFrom } from "./src/requests/service-hosts";
import { modelAddress } from "./src/routes/model-address";
import { STATIC_ROUTES } from "./src/routes/route-table";
import { calendarDayOf } from "./src/rules/clock";
import type { HomePageContext, ModelPageContext, StaticPageContext } from "./src/templates/page-context";

const template = (name: string) => path.resolve(__dirname, "src/templates", `${name}.tsx`);
const ARTWORK_DIR = path.resolve(__dirname, "static", "artwork");

/** Errors that mean the site's data is wrong: the build stops with their message, which names the culprit. */
const DATA_ERRORS = [CatalogueError, ServiceHostError, RequestTableError];

/** The catalogue, the request table and the build's host settings, each parsed with its contract. */
function parsedCatalogue(): Catalogue {
  parseRequestTable(REQUEST_TABLE);
  serviceHostsFrom(process.env);
  return parseCatalogue(
    { models: MODELS, events: EVENTS, menus: { suvs: SUV_MENU, pickups: PICKUP_MENU } },
    { artworkExists: (id) => existsSync(path.join(ARTWORK_DIR, `${id}.svg`)) },
  );
}

/**
 * Every page comes from the route table or the catalogue. The catalogue (models,
 * events, menus), the request table and the host settings are parsed with their
 * contracts first, so bad data stops the build naming the entry and field.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  let catalogue: Catalogue;
  try {
    catalogue = parsedCatalogue();
  } catch (error) {
    if (error instanceof Error && DATA_ERRORS.some((kind) => error instanceof kind)) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  const { models } = catalogue;

  for (const route of STATIC_ROUTES) {
    const context: StaticPageContext | HomePageContext =
      route.template === "home" ? { route, models, pageType: route.pageType } : { route, pageType: route.pageType };
    actions.createPage({ path: route.path, component: template(route.template), context });
  }

  // The day the pages were built: dated texts render with it, then switch to the visitor's day.
  const builtOn = calendarDayOf(new Date());
  for (const model of models) {
    const address = modelAddress(model);
    const context: ModelPageContext = { model, address, pageType: "model", builtOn };
    actions.createPage({ path: address, component: template("model"), context });
  }
};

/** The JSON the browser fetches on demand (municipalities, search index), in public/ for build and develop alike. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await writeClientData(path.resolve(__dirname, "public"));
};
