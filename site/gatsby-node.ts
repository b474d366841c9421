import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { parseRequestTable, REQUEST_TABLE, RequestTableError } from "../contracts/request-table";
import { calendarDayOf } from "../shared/clock";
import { BRAND_NAME, SITE_URL } from "./src/brand";
import { DEALERS } from "./src/catalogue/dealers";
import { CatalogueError, parseCatalogue } from "./src/catalogue/parse-catalogue";
import { ibgeMunicipalities, parseDealers } from "./src/catalogue/parse-dealers";
import { catalogueSources } from "./src/catalogue/sources";
import { writeClientData } from "./src/client-data/write-client-data";
import { ConsentModeError, consentModeFrom } from "./src/consent/consent-mode";
import { VIP_MODEL_SLUG } from "./src/forms/form-definitions";
import { artworkColours } from "./src/images/artwork-colours";
import { nativeLazySourcesIn } from "./src/images/native-lazy-images";
import { withImagePlaceholders } from "./src/page-data/image-placeholders";
import type { BasePageContext } from "./src/page-data/page-context";
import { BRAND_ARTWORK_ID, type ShareImage, SITE_SHARE_IMAGE } from "./src/page-data/share-image";
import type { SiteData } from "./src/page-data/site-data";
import { SITE_ICONS, WEB_MANIFEST, WEB_MANIFEST_PATH } from "./src/page-data/site-icons";
import { ServiceHostError, serviceHostsFrom } from "./src/requests/service-hosts";
import { STATIC_ROUTES } from "./src/routes/route-table";
import { publishedPaths } from "./src/routes/site-map";
import { writeSearchEngineFiles } from "./src/routes/sitemap";
import { drawShareImages } from "./src/share-images/draw-share-images";
import { drawSiteIcons } from "./src/share-images/draw-site-icons";
import { modelPageContext } from "./src/templates/model.data";
import { staticPageContext } from "./src/templates/page-contexts";

const template = (name: string) => path.resolve(__dirname, "src/templates", `${name}.tsx`);
const ARTWORK_DIR = path.resolve(__dirname, "static", "artwork");
const PUBLIC_DIR = path.resolve(__dirname, "public");
const SHARE_IMAGE_CACHE = path.resolve(__dirname, ".cache", "share-images");

/** The pictures the pages share, gathered by createPages and drawn once the build is done. */
const shareImages = new Map<string, ShareImage>([[SITE_SHARE_IMAGE.path, SITE_SHARE_IMAGE]]);

/** Errors that mean the site's data or settings are wrong: the build stops with their message, which names the culprit. */
const DATA_ERRORS = [CatalogueError, ServiceHostError, RequestTableError, ConsentModeError];

/** The catalogue, the dealers, the request table and the build's settings, each parsed with its contract. */
function parsedSiteData(): SiteData {
  parseRequestTable(REQUEST_TABLE);
  serviceHostsFrom(process.env);
  consentModeFrom(process.env);
  const catalogue = parseCatalogue(catalogueSources(), {
    artworkExists: (id) => existsSync(path.join(ARTWORK_DIR, `${id}.svg`)),
  });
  if (!catalogue.models.some((model) => model.slug === VIP_MODEL_SLUG)) {
    throw new CatalogueError(`The VIP sign-up's model "${VIP_MODEL_SLUG}" is not a model of the catalogue.`);
  }
  const dealers = parseDealers(DEALERS, { municipality: ibgeMunicipalities() });
  return { catalogue, dealers };
}

/** Every page with its template and context: the route table's pages, then one page per model. */
function sitePages(site: SiteData) {
  // The day the pages were built: dated texts render with it, then switch to the visitor's day.
  const builtOn = calendarDayOf(new Date());
  return [
    ...STATIC_ROUTES.map((route) => ({
      path: route.path,
      component: template(route.template),
      context: staticPageContext(route, site, builtOn),
    })),
    ...site.catalogue.models.map((model) => {
      const context = modelPageContext(model, site.catalogue, builtOn);
      return { path: context.address, component: template("model"), context };
    }),
  ];
}

/**
 * Every page comes from the route table or the catalogue. The catalogue (models,
 * events, menus, offers, plans…), the dealers, the request table and the
 * settings are parsed with their contracts first, and every context is built
 * before any page is created, so bad data stops the build naming the entry and field.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  let pages: ReturnType<typeof sitePages>;
  try {
    pages = sitePages(parsedSiteData());
  } catch (error) {
    if (error instanceof Error && DATA_ERRORS.some((kind) => error instanceof kind)) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  const colours = await artworkColours(ARTWORK_DIR);
  for (const page of pages) {
    shareImages.set(page.context.share.path, page.context.share);
    actions.createPage<BasePageContext>({ ...page, context: withImagePlaceholders(page.context, colours) });
  }
};

/** The JSON the browser fetches on demand (municipalities, search index), in public/ for build and develop alike. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await writeClientData(PUBLIC_DIR);
};

/**
 * sitemap.xml and robots.txt, from the same published pages as the site map
 * page; each page's share picture; the icons and the web manifest; lazy
 * images with their sources in place (images/native-lazy-images.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await nativeLazySourcesIn(PUBLIC_DIR);
  const { models } = catalogueSources();
  await writeSearchEngineFiles(PUBLIC_DIR, publishedPaths(STATIC_ROUTES, models), SITE_URL);
  await drawShareImages(
    [...shareImages.values()].map(({ path: address, title, artworkId }) => ({
      file: path.join(PUBLIC_DIR, address),
      title,
      artworkId,
    })),
    { artworkDir: ARTWORK_DIR, cacheDir: SHARE_IMAGE_CACHE, brandName: BRAND_NAME, brandMarkId: BRAND_ARTWORK_ID },
  );
  await drawSiteIcons([...SITE_ICONS.favicons, SITE_ICONS.appleTouch, ...SITE_ICONS.manifest], {
    markFile: path.resolve(__dirname, "static", "favicon.svg"),
    publicDir: PUBLIC_DIR,
  });
  await writeFile(path.join(PUBLIC_DIR, WEB_MANIFEST_PATH), JSON.stringify(WEB_MANIFEST, null, 2));
};
