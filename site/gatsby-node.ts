import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { MODELS } from "./src/catalogue/models";
import { CatalogueError, parseModels } from "./src/catalogue/parse-catalogue";
import { modelAddress } from "./src/routes/model-address";
import { STATIC_ROUTES } from "./src/routes/route-table";
import type { HomePageContext, ModelPageContext, StaticPageContext } from "./src/templates/page-context";

const template = (name: string) => path.resolve(__dirname, "src/templates", `${name}.tsx`);

/**
 * Every page comes from the route table or the catalogue. The catalogue is parsed
 * with its contract first, so bad data stops the build naming the entry and field.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  let models: ReturnType<typeof parseModels>;
  try {
    models = parseModels(MODELS);
  } catch (error) {
    if (error instanceof CatalogueError) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }

  for (const route of STATIC_ROUTES) {
    const context: StaticPageContext | HomePageContext =
      route.template === "home" ? { route, models, pageType: route.pageType } : { route, pageType: route.pageType };
    actions.createPage({ path: route.path, component: template(route.template), context });
  }

  for (const model of models) {
    const address = modelAddress(model);
    const context: ModelPageContext = { model, address, pageType: "model" };
    actions.createPage({ path: address, component: template("model"), context });
  }
};
