import type { SubscriptionPlan } from "../../../contracts/subscription-plan";
import type { Trim } from "../../../contracts/trim";
import type { Catalogue } from "../catalogue/catalogue";
import { CatalogueError } from "../catalogue/parse-catalogue";
import { formatPrice } from "../rules/prices";
import { type ModelCard, modelCard } from "./model-cards";
import { modelById } from "./site-data";

/** A subscription plan with its monthly price and distance written out. */
export type PlanOnPage = SubscriptionPlan & { monthlyPriceText: string; kmPerMonthText: string };

/** The plans of one version offered by subscription. */
export interface SubscribedVersion {
  model: ModelCard;
  trim: Pick<Trim, "id" | "name" | "year">;
  plans: PlanOnPage[];
}

/** Distances as the subscription plans show them: "1.500" (pt-BR digit grouping), at build. */
const WHOLE_NUMBER = new Intl.NumberFormat("pt-BR");

/** The versions offered by subscription, in the models' order, each with its plans from the shortest term. */
export function subscribedVersions(catalogue: Catalogue): SubscribedVersion[] {
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
