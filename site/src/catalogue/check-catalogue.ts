import type { MenuItem } from "../../../contracts/menu-item";
import type { VehicleModel } from "../../../contracts/vehicle-model";
import { imageAddress } from "../requests/image-address";
import { eventAddress } from "../routes/event-address";
import { modelAddress, modelSlug, trimAnchor } from "../routes/model-address";
import { STATIC_ROUTES } from "../routes/route-table";
import { dateTokens } from "../rules/legal-text";
import type { Catalogue, CatalogueOptions } from "./catalogue";
import { MENU_MODEL_IMAGE } from "./model-menu";

/**
 * The rules between the entries of the catalogue, which no single entry's
 * contract can see: unique ids and addresses, references that exist, menus
 * that agree with the models, images the project has. Each problem names the
 * entry and the field, the way the build reports it.
 */

export interface CatalogueProblem {
  /** `"Pajero Sport" (models[0])` */
  entry: string;
  field: string;
  message: string;
}

const named = (list: string, index: number, title: string) => `"${title}" (${list}[${index}])`;

/** Every image id the catalogue names, with the entry and field that name it. */
export function catalogueImageIds(
  catalogue: Pick<Catalogue, "models" | "events" | "pressReleases" | "ambassadors" | "partners">,
): Array<{
  id: string;
  entry: string;
  field: string;
}> {
  const ids: Array<{ id: string; entry: string; field: string }> = [];
  catalogue.models.forEach((model, index) => {
    const entry = named("models", index, model.name);
    const add = (id: string | null, field: string) => {
      if (id !== null) ids.push({ id, entry, field });
    };
    model.images.forEach((id, at) => {
      add(id, `images.${at}`);
    });
    add(model.imageId1, "imageId1");
    add(model.imageId2, "imageId2");
    add(model.imageHeroId, "imageHeroId");
    add(model.imageHeroMobileId, "imageHeroMobileId");
    add(model.makeImageId, "makeImageId");
    model.about.forEach((about, at) => {
      about.imageIds.forEach((id, n) => {
        add(id, `about.${at}.imageIds.${n}`);
      });
    });
    model.trims.forEach((trim, at) => {
      add(trim.imageId, `trims.${at}.imageId`);
    });
  });
  catalogue.events.forEach((event, index) => {
    const entry = named("events", index, event.name);
    ids.push({ id: event.logoId, entry, field: "logoId" }, { id: event.imageId, entry, field: "imageId" });
  });
  catalogue.pressReleases.forEach((release, index) => {
    if (release.imageId !== null) {
      ids.push({ id: release.imageId, entry: named("pressReleases", index, release.title), field: "imageId" });
    }
  });
  catalogue.ambassadors.forEach((ambassador, index) => {
    ids.push({ id: ambassador.imageId, entry: named("ambassadors", index, ambassador.name), field: "imageId" });
  });
  catalogue.partners.forEach((partner, index) => {
    ids.push({ id: partner.logoId, entry: named("partners", index, partner.name), field: "logoId" });
  });
  return ids;
}

function repeated<T>(values: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

function checkModels(models: VehicleModel[], problems: CatalogueProblem[]): void {
  const ids = repeated(models.map((model) => model.id));
  const positions = repeated(models.map((model) => model.position));
  const addresses = repeated(models.map(modelAddress));
  const trimIds = repeated(models.flatMap((model) => model.trims.map((trim) => trim.id)));
  const known = new Set(models.map((model) => model.id));
  const staticPaths = new Set(STATIC_ROUTES.map((route) => route.path));

  models.forEach((model, index) => {
    const entry = named("models", index, model.name);
    const problem = (field: string, message: string) => problems.push({ entry, field, message });
    if (ids.has(model.id)) problem("id", `${model.id} is used by another model`);
    if (positions.has(model.position)) problem("position", `${model.position} is used by another model`);
    const address = modelAddress(model);
    if (addresses.has(address)) problem("name", `its address ${address} is another model's too`);
    if (staticPaths.has(address)) problem("name", `its address ${address} is already a page of the route table`);
    if (model.slug !== modelSlug(model)) problem("slug", `must be "${modelSlug(model)}", the end of ${address}`);
    model.trims.forEach((trim, at) => {
      if (trimIds.has(trim.id)) problem(`trims.${at}.id`, `"${trim.id}" is another model's trim too`);
    });
    model.suggestions.forEach((id, at) => {
      if (!known.has(id)) problem(`suggestions.${at}`, `${id} is not a model of the catalogue`);
    });
    for (const { token, real } of dateTokens(model.legalText)) {
      if (!real) problem("legalText", `${token} is not a real date (dd/mm/yyyy)`);
    }
  });
}

function checkEvents(catalogue: Catalogue, problems: CatalogueProblem[]): void {
  const ids = repeated(catalogue.events.map((event) => event.id));
  const positions = repeated(catalogue.events.map((event) => event.position));
  const staticPaths = new Set(STATIC_ROUTES.map((route) => route.path));
  catalogue.events.forEach((event, index) => {
    const entry = named("events", index, event.name);
    if (ids.has(event.id)) problems.push({ entry, field: "id", message: `${event.id} is used by another event` });
    if (positions.has(event.position)) {
      problems.push({ entry, field: "position", message: `${event.position} is used by another event` });
    }
    if (!staticPaths.has(eventAddress(event))) {
      problems.push({ entry, field: "name", message: `its page ${eventAddress(event)} is not in the route table` });
    }
  });
}

/** What a menu entry says about a model, checked against the model itself. */
function checkMenuList(
  list: string,
  entries: MenuItem[],
  catalogue: Catalogue,
  problems: CatalogueProblem[],
  listed: Set<number>,
): void {
  const byAddress = new Map(catalogue.models.map((model) => [modelAddress(model), model]));
  entries.forEach((item, index) => {
    const entry = named(list, index, item.label);
    const problem = (field: string, message: string) => problems.push({ entry, field, message });
    const [path = "", anchor] = item.link.split("#");
    const model = byAddress.get(path);
    if (!model) {
      problem("link", `${item.link} is not the page of a model of the catalogue`);
      return;
    }
    const trim = anchor === undefined ? undefined : model.trims.find((candidate) => trimAnchor(candidate) === anchor);
    if (anchor !== undefined && !trim) problem("link", `#${anchor} is not a version of ${model.name}`);
    if (!trim) listed.add(model.id);

    const imageId = trim?.imageId ?? model.imageId1;
    if (item.image === undefined) {
      problem("image", "a model entry shows the model's image");
    } else {
      if (item.image.link !== imageAddress(imageId)) {
        problem("image.link", `must be the address of image "${imageId ?? "(none)"}"`);
      }
      if (item.image.width !== MENU_MODEL_IMAGE.width || item.image.height !== MENU_MODEL_IMAGE.height) {
        problem("image", `must be ${MENU_MODEL_IMAGE.width}×${MENU_MODEL_IMAGE.height}`);
      }
    }
    const badge = trim?.specialSeries ? "Série especial" : model.launch ? "Lançamento" : undefined;
    if (item.badge !== badge) {
      problem(
        "badge",
        badge ? `must be '${badge}'` : `must be absent: ${model.name} is neither a launch nor this a special series`,
      );
    }
  });
}

function checkMenus(catalogue: Catalogue, problems: CatalogueProblem[]): void {
  const listed = new Set<number>();
  checkMenuList("menus.suvs", catalogue.menus.suvs, catalogue, problems, listed);
  checkMenuList("menus.pickups", catalogue.menus.pickups, catalogue, problems, listed);
  const specialEntries = [...catalogue.menus.suvs, ...catalogue.menus.pickups].filter(
    (item) => item.badge === "Série especial",
  );
  catalogue.models.forEach((model, index) => {
    const entry = named("models", index, model.name);
    if (!listed.has(model.id)) problems.push({ entry, field: "name", message: "has no entry of its own in the menus" });
    const address = modelAddress(model);
    if (model.specialSeries && !specialEntries.some((item) => item.link.startsWith(`${address}#`))) {
      problems.push({ entry, field: "specialSeries", message: "no menu entry shows its special series" });
    }
  });
}

/** The ids of a list that more than one entry uses, reported on each entry that repeats one. */
function checkUniqueIds<T extends { id: string }>(
  list: string,
  entries: readonly T[],
  title: (entry: T) => string,
  problems: CatalogueProblem[],
): void {
  const ids = repeated(entries.map((entry) => entry.id));
  entries.forEach((entry, index) => {
    if (ids.has(entry.id)) {
      problems.push({ entry: named(list, index, title(entry)), field: "id", message: `"${entry.id}" is repeated` });
    }
  });
}

/** The model an entry names by id, and the version of it, reported when either is not in the catalogue. */
function modelAndTrim(
  catalogue: Catalogue,
  modelId: number,
  trimId: string | undefined,
  problem: (field: string, message: string) => void,
) {
  const model = catalogue.models.find((candidate) => candidate.id === modelId);
  if (!model) {
    problem("modelId", `${modelId} is not a model of the catalogue`);
    return { model: undefined, trim: undefined };
  }
  const trim = trimId === undefined ? undefined : model.trims.find((candidate) => candidate.id === trimId);
  if (trimId !== undefined && !trim) problem("trimId", `"${trimId}" is not a version of ${model.name}`);
  return { model, trim };
}

/** Offers name a real version, cost less than its public price, and say until when they hold. */
function checkOffers(catalogue: Catalogue, problems: CatalogueProblem[]): void {
  const { offers } = catalogue;
  checkUniqueIds("offers", offers, (offer) => offer.title, problems);
  const positions = repeated(offers.map((offer) => offer.position));
  offers.forEach((offer, index) => {
    const entry = named("offers", index, offer.title);
    const problem = (field: string, message: string) => problems.push({ entry, field, message });
    if (positions.has(offer.position)) problem("position", `${offer.position} is used by another offer`);
    const { trim } = modelAndTrim(catalogue, offer.modelId, offer.trimId, problem);
    const publicPrice = trim?.price ?? null;
    if (offer.price !== null && publicPrice !== null && offer.price >= publicPrice) {
      problem("price", `must be below the version's public price (${publicPrice}) to be an offer`);
    }
    const dates = dateTokens(offer.legalText);
    if (dates.length === 0) problem("legalText", "must say until when the offer holds (a dd/mm/yyyy date)");
    for (const { token, real } of dates) {
      if (!real) problem("legalText", `${token} is not a real date (dd/mm/yyyy)`);
    }
  });
}

/** Plans name a real version, and no two plans of a version have the same term and mileage. */
function checkSubscriptionPlans(catalogue: Catalogue, problems: CatalogueProblem[]): void {
  const plans = catalogue.subscriptionPlans;
  checkUniqueIds("subscriptionPlans", plans, (plan) => plan.id, problems);
  const terms = repeated(plans.map((plan) => `${plan.trimId} ${plan.termMonths} ${plan.kmPerMonth}`));
  plans.forEach((plan, index) => {
    const entry = named("subscriptionPlans", index, plan.id);
    const problem = (field: string, message: string) => problems.push({ entry, field, message });
    modelAndTrim(catalogue, plan.modelId, plan.trimId, problem);
    if (terms.has(`${plan.trimId} ${plan.termMonths} ${plan.kmPerMonth}`)) {
      problem("termMonths", "another plan of this version has the same term and mileage");
    }
  });
}

/** The entries of the other lists that name a model name one of the catalogue. */
function checkModelReferences(catalogue: Catalogue, problems: CatalogueProblem[]): void {
  const { recallCampaigns, pressReleases, ambassadors, partners } = catalogue;
  checkUniqueIds("recallCampaigns", recallCampaigns, (campaign) => campaign.title, problems);
  checkUniqueIds("pressReleases", pressReleases, (release) => release.title, problems);
  checkUniqueIds("ambassadors", ambassadors, (ambassador) => ambassador.name, problems);
  checkUniqueIds("partners", partners, (partner) => partner.name, problems);
  recallCampaigns.forEach((campaign, index) => {
    const entry = named("recallCampaigns", index, campaign.title);
    modelAndTrim(catalogue, campaign.modelId, undefined, (field, message) => problems.push({ entry, field, message }));
  });
  ambassadors.forEach((ambassador, index) => {
    const entry = named("ambassadors", index, ambassador.name);
    modelAndTrim(catalogue, ambassador.modelId, undefined, (field, message) =>
      problems.push({ entry, field, message }),
    );
  });
}

function checkArtwork(catalogue: Catalogue, options: CatalogueOptions, problems: CatalogueProblem[]): void {
  const exists = options.artworkExists;
  if (!exists) return;
  for (const { id, entry, field } of catalogueImageIds(catalogue)) {
    if (!exists(id)) problems.push({ entry, field, message: `the project has no image "${id}"` });
  }
}

/** Every problem between the entries of a parsed catalogue; none means it is consistent. */
export function checkCatalogue(catalogue: Catalogue, options: CatalogueOptions = {}): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  checkModels(catalogue.models, problems);
  checkEvents(catalogue, problems);
  checkMenus(catalogue, problems);
  checkOffers(catalogue, problems);
  checkSubscriptionPlans(catalogue, problems);
  checkModelReferences(catalogue, problems);
  checkArtwork(catalogue, options, problems);
  return problems;
}
