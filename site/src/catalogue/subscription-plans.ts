import type { SubscriptionPlan } from "../../../contracts/subscription-plan";

/**
 * The plans of MIT Assinatura (/mit-assinatura), the project's own data: for
 * each model offered by subscription, its version, monthly price, term and
 * monthly mileage. Parsed with SubscriptionPlanSchema when the site builds and
 * checked against the catalogue.
 */
export const SUBSCRIPTION_PLANS: SubscriptionPlan[] = [
  {
    id: "eclipse-cross-gls-24-1000",
    modelId: 6,
    trimId: "eclipse-cross-gls-2027",
    monthlyPrice: 4690,
    termMonths: 24,
    kmPerMonth: 1000,
  },
  {
    id: "eclipse-cross-gls-36-1500",
    modelId: 6,
    trimId: "eclipse-cross-gls-2027",
    monthlyPrice: 4390,
    termMonths: 36,
    kmPerMonth: 1500,
  },
  {
    id: "l200-triton-sport-gls-24-1500",
    modelId: 7,
    trimId: "l200-triton-sport-gls-2027",
    monthlyPrice: 5290,
    termMonths: 24,
    kmPerMonth: 1500,
  },
  {
    id: "l200-triton-sport-gls-36-2500",
    modelId: 7,
    trimId: "l200-triton-sport-gls-2027",
    monthlyPrice: 5090,
    termMonths: 36,
    kmPerMonth: 2500,
  },
  {
    id: "pajero-sport-hpe-24-1500",
    modelId: 1,
    trimId: "pajero-sport-hpe-2027",
    monthlyPrice: 7990,
    termMonths: 24,
    kmPerMonth: 1500,
  },
  {
    id: "pajero-sport-hpe-36-2000",
    modelId: 1,
    trimId: "pajero-sport-hpe-2027",
    monthlyPrice: 7590,
    termMonths: 36,
    kmPerMonth: 2000,
  },
  {
    id: "outlander-phev-24-1000",
    modelId: 4,
    trimId: "outlander-phev-hpe-s-2027",
    monthlyPrice: 8890,
    termMonths: 24,
    kmPerMonth: 1000,
  },
];
