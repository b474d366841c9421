import { describe, expect, test } from "vitest";
import { AmbassadorSchema } from "../../contracts/ambassador";
import { OfferSchema } from "../../contracts/offer";
import { PartnerSchema } from "../../contracts/partner";
import { PressReleaseSchema } from "../../contracts/press-release";
import { ChassisRangeSchema, RecallCampaignSchema } from "../../contracts/recall-campaign";
import { SubscriptionPlanSchema } from "../../contracts/subscription-plan";
import { parseCatalogue } from "../../site/src/catalogue/parse-catalogue";
import { catalogueSources } from "../../site/src/catalogue/sources";

/**
 * The lists the project owns beside the models (offers, subscription plans,
 * recall campaigns, press releases, ambassadors, partners): each entry holds
 * to its contract, and the catalogue refuses entries that contradict it,
 * naming the entry and the field, as the build reports it.
 */

const SOURCES = catalogueSources();
const [offer] = SOURCES.offers;
const [plan] = SOURCES.subscriptionPlans;
const [campaign] = SOURCES.recallCampaigns;
if (!offer || !plan || !campaign) throw new Error("The catalogue has no offer, plan or campaign.");

describe("the lists' contracts @clause:PAGE-35 @clause:PAGE-4 @clause:PAGE-25", () => {
  test("every entry of every list holds to its contract", () => {
    for (const entry of SOURCES.offers) expect(OfferSchema.parse(entry)).toEqual(entry);
    for (const entry of SOURCES.subscriptionPlans) expect(SubscriptionPlanSchema.parse(entry)).toEqual(entry);
    for (const entry of SOURCES.recallCampaigns) expect(RecallCampaignSchema.parse(entry)).toEqual(entry);
    for (const entry of SOURCES.pressReleases) expect(PressReleaseSchema.parse(entry)).toEqual(entry);
    for (const entry of SOURCES.ambassadors) expect(AmbassadorSchema.parse(entry)).toEqual(entry);
    for (const entry of SOURCES.partners) expect(PartnerSchema.parse(entry)).toEqual(entry);
  });

  test("a plan's price is whole reais a month, its term in months, its mileage in hundreds of km", () => {
    expect(SubscriptionPlanSchema.safeParse({ ...plan, monthlyPrice: 4690.5 }).success).toBe(false);
    expect(SubscriptionPlanSchema.safeParse({ ...plan, termMonths: 0 }).success).toBe(false);
    expect(SubscriptionPlanSchema.safeParse({ ...plan, kmPerMonth: 1050 }).success).toBe(false);
  });

  test("a chassis range is two well-formed chassis of one prefix, in order @clause:PAGE-33", () => {
    const range = { first: "93XJNKB8TRC000101", last: "93XJNKB8TRC004850" };
    expect(ChassisRangeSchema.safeParse(range).success).toBe(true);
    expect(ChassisRangeSchema.safeParse({ ...range, last: "93XJNKB8TSC004850" }).success).toBe(false);
    expect(ChassisRangeSchema.safeParse({ first: range.last, last: range.first }).success).toBe(false);
    expect(ChassisRangeSchema.safeParse({ ...range, first: "93XJNKB8TRC0001O1" }).success).toBe(false);
  });

  test("a press release's date is a real calendar day", () => {
    const [release] = SOURCES.pressReleases;
    expect(PressReleaseSchema.safeParse({ ...release, publishedOn: "2026-02-30" }).success).toBe(false);
  });

  test("a home town is written 'Cidade (UF)' @clause:PAGE-12", () => {
    const [ambassador] = SOURCES.ambassadors;
    expect(AmbassadorSchema.safeParse({ ...ambassador, hometown: "Goiânia" }).success).toBe(false);
  });
});

describe("the catalogue refuses an entry that contradicts it @clause:PAGE-35 @clause:PAGE-4 @clause:CAT-3", () => {
  const withOffer = (changes: Partial<typeof offer>) =>
    parseCatalogue({
      ...SOURCES,
      offers: SOURCES.offers.map((each, index) => (index === 0 ? { ...each, ...changes } : each)),
    });

  test("an offer for a version the model does not have", () => {
    expect(() => withOffer({ trimId: "l200-triton-sport-gl-2019" })).toThrow(
      /"L200 Triton Sport GL com taxa 0% em 24 meses" \(offers\[0\]\): field "trimId": "l200-triton-sport-gl-2019" is not a version of L200 Triton Sport/,
    );
  });

  test("an offer of a model that does not exist", () => {
    expect(() => withOffer({ modelId: 99 })).toThrow(
      /\(offers\[0\]\): field "modelId": 99 is not a model of the catalogue/,
    );
  });

  test("an offer price that is not below the version's public price", () => {
    expect(() => withOffer({ price: 173990 })).toThrow(
      /\(offers\[0\]\): field "price": must be below the version's public price \(173990\)/,
    );
  });

  test("an offer that does not say until when it holds, or names an impossible date @clause:CAT-14", () => {
    expect(() => withOffer({ legalText: "<p>Oferta por tempo limitado.</p>" })).toThrow(
      /field "legalText": must say until when the offer holds/,
    );
    expect(() => withOffer({ legalText: "<p>Válida até 31/11/2026.</p>" })).toThrow(
      /field "legalText": 31\/11\/2026 is not a real date/,
    );
  });

  test("an offer without conditions fails its contract, named by its title", () => {
    expect(() => withOffer({ conditions: [] })).toThrow(
      /Invalid catalogue entry "L200 Triton Sport GL com taxa 0% em 24 meses" \(offers\[0\]\): field "conditions"/,
    );
  });

  test("two plans of one version with the same term and mileage", () => {
    const plans = [...SOURCES.subscriptionPlans, { ...plan, id: "outro-plano" }];
    expect(() => parseCatalogue({ ...SOURCES, subscriptionPlans: plans })).toThrow(
      /"outro-plano" \(subscriptionPlans\[\d+\]\): field "termMonths": another plan of this version/,
    );
  });

  test("a recall campaign of a model that does not exist", () => {
    const recallCampaigns = [{ ...campaign, modelId: 42 }];
    expect(() => parseCatalogue({ ...SOURCES, recallCampaigns })).toThrow(
      /\(recallCampaigns\[0\]\): field "modelId": 42 is not a model of the catalogue/,
    );
  });

  test("a repeated id", () => {
    const partners = [...SOURCES.partners, SOURCES.partners[0]];
    expect(() => parseCatalogue({ ...SOURCES, partners })).toThrow(/\(partners\[\d+\]\): field "id": ".+" is repeated/);
  });

  test("a portrait or a logo the project has not drawn @clause:CAT-13", () => {
    expect(() => parseCatalogue(SOURCES, { artworkExists: (id) => !id.startsWith("parceiro-") })).toThrow(
      /\(partners\[0\]\): field "logoId": the project has no image "parceiro-/,
    );
  });
});
