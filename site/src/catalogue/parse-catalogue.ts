import type { z } from "zod";
import { type Ambassador, AmbassadorSchema } from "../../../contracts/ambassador";
import { type BrandEvent, EventSchema } from "../../../contracts/event";
import { type MenuItem, MenuItemSchema } from "../../../contracts/menu-item";
import { type Offer, OfferSchema } from "../../../contracts/offer";
import { type Partner, PartnerSchema } from "../../../contracts/partner";
import { type PressRelease, PressReleaseSchema } from "../../../contracts/press-release";
import { type RecallCampaign, RecallCampaignSchema } from "../../../contracts/recall-campaign";
import { type SubscriptionPlan, SubscriptionPlanSchema } from "../../../contracts/subscription-plan";
import { type VehicleModel, VehicleModelSchema } from "../../../contracts/vehicle-model";
import { type CatalogueProblem, checkCatalogue } from "./check-catalogue";

/** A catalogue entry that does not match its contract; the message names the entry and the field. */
export class CatalogueError extends Error {
  override name = "CatalogueError";
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `field "${issue.path.map(String).join(".") || "(entry)"}": ${issue.message}`).join("; ");
}

/** How an entry is named in messages: its name, label, title or id when it has one, and its place in the list. */
export function entryLabel(list: string, index: number, entry: unknown): string {
  const fields = (entry ?? {}) as Record<string, unknown>;
  const title = [fields.name, fields.label, fields.title, fields.id].find((value) => typeof value === "string");
  return title === undefined ? `${list}[${index}]` : `"${title}" (${list}[${index}])`;
}

/** Parses every entry of a list, naming the first invalid one by its name (or index) and its fields. */
export function parseEntries<T>(list: string, schema: z.ZodType<T>, entries: readonly unknown[]): T[] {
  return entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    throw new CatalogueError(
      `Invalid catalogue entry ${entryLabel(list, index, entry)}: ${describeIssues(result.error.issues)}`,
    );
  });
}

export function parseModels(entries: readonly unknown[]): VehicleModel[] {
  return parseEntries("models", VehicleModelSchema, entries);
}

export function parseEvents(entries: readonly unknown[]): BrandEvent[] {
  return parseEntries("events", EventSchema, entries);
}

/**
 * The whole catalogue, each list parsed with its contract and then checked
 * against the others: the models and what the site builds around them (events,
 * menus, offers, subscription plans, recall campaigns, press releases,
 * ambassadors, partners), all data the project owns.
 */
export interface Catalogue {
  models: VehicleModel[];
  events: BrandEvent[];
  menus: { suvs: MenuItem[]; pickups: MenuItem[] };
  offers: Offer[];
  subscriptionPlans: SubscriptionPlan[];
  recallCampaigns: RecallCampaign[];
  pressReleases: PressRelease[];
  ambassadors: Ambassador[];
  partners: Partner[];
}

/** The catalogue's lists as written, before their contracts have looked at them. */
export interface CatalogueSources {
  models: readonly unknown[];
  events: readonly unknown[];
  menus: { suvs: readonly unknown[]; pickups: readonly unknown[] };
  offers: readonly unknown[];
  subscriptionPlans: readonly unknown[];
  recallCampaigns: readonly unknown[];
  pressReleases: readonly unknown[];
  ambassadors: readonly unknown[];
  partners: readonly unknown[];
}

export interface CatalogueOptions {
  /** Whether the project has a drawing for an image id; the build looks in site/static/artwork. */
  artworkExists?: (imageId: string) => boolean;
}

function describeProblems(problems: CatalogueProblem[]): string {
  return problems
    .map((problem) => `Invalid catalogue entry ${problem.entry}: field "${problem.field}": ${problem.message}`)
    .join("\n");
}

/**
 * Parses every list of the catalogue with its contract, then checks the lists
 * against each other (unique ids and addresses, suggestions that exist, menu
 * entries that lead to real pages and versions, images that exist…). Throws a
 * CatalogueError naming every entry and field at fault.
 */
export function parseCatalogue(sources: CatalogueSources, options: CatalogueOptions = {}): Catalogue {
  const catalogue: Catalogue = {
    models: parseModels(sources.models),
    events: parseEvents(sources.events),
    menus: {
      suvs: parseEntries("menus.suvs", MenuItemSchema, sources.menus.suvs),
      pickups: parseEntries("menus.pickups", MenuItemSchema, sources.menus.pickups),
    },
    offers: parseEntries("offers", OfferSchema, sources.offers),
    subscriptionPlans: parseEntries("subscriptionPlans", SubscriptionPlanSchema, sources.subscriptionPlans),
    recallCampaigns: parseEntries("recallCampaigns", RecallCampaignSchema, sources.recallCampaigns),
    pressReleases: parseEntries("pressReleases", PressReleaseSchema, sources.pressReleases),
    ambassadors: parseEntries("ambassadors", AmbassadorSchema, sources.ambassadors),
    partners: parseEntries("partners", PartnerSchema, sources.partners),
  };
  const problems = checkCatalogue(catalogue, options);
  if (problems.length > 0) throw new CatalogueError(describeProblems(problems));
  return catalogue;
}
