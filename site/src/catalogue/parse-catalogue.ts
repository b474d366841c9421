import type { z } from "zod";
import { AmbassadorSchema } from "../../../contracts/ambassador";
import { type BrandEvent, EventSchema } from "../../../contracts/event";
import { MenuItemSchema } from "../../../contracts/menu-item";
import { OfferSchema } from "../../../contracts/offer";
import { PartnerSchema } from "../../../contracts/partner";
import { PressReleaseSchema } from "../../../contracts/press-release";
import { RecallCampaignSchema } from "../../../contracts/recall-campaign";
import { SubscriptionPlanSchema } from "../../../contracts/subscription-plan";
import { type VehicleModel, VehicleModelSchema } from "../../../contracts/vehicle-model";
import type { Catalogue, CatalogueOptions, CatalogueSources } from "./catalogue";
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
