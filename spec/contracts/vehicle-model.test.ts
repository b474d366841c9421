import { describe, expect, test } from "vitest";
import { type VehicleModel, VehicleModelSchema } from "../../contracts/vehicle-model";
import { MODELS } from "../../site/src/catalogue/models";
import { parseModels } from "../../site/src/catalogue/parse-catalogue";

const l200 = MODELS.find((model) => model.name === "L200 Triton Sport");
if (!l200) throw new Error("The catalogue has no L200 Triton Sport");
const firstTrim = l200.trims[0];
if (!firstTrim) throw new Error("The L200 Triton Sport has no trims");

/** Each way a model can contradict itself, the field the build must name, and why. */
const CONTRADICTIONS: Array<[what: string, change: Partial<VehicleModel>, field: string, message: RegExp]> = [
  ["numTrims is not the number of trims", { numTrims: 5 }, "numTrims", /number of trims \(6\)/],
  ["minPrice is not the lowest trim price", { minPrice: 199990 }, "minPrice", /lowest trim price \(173990\)/],
  ["maxPrice is not the highest trim price", { maxPrice: 259990 }, "maxPrice", /highest trim price \(249990\)/],
  [
    "a price range when no trim has a price",
    { trims: l200.trims.map((trim) => ({ ...trim, price: null })) },
    "minPrice",
    /no trim has a price/,
  ],
  // The agreement holds both ways: a missing range while trims have prices is as wrong as a range without prices.
  // The L200 Triton Sport's trims cost 173990 to 249990 (site/src/catalogue/models.ts).
  ["no minPrice while its trims have prices", { minPrice: null }, "minPrice", /lowest trim price \(173990\)/],
  ["no maxPrice while its trims have prices", { maxPrice: null }, "maxPrice", /highest trim price \(249990\)/],
  [
    "a maxPrice when no trim has a price",
    { trims: l200.trims.map((trim) => ({ ...trim, price: null })), minPrice: null },
    "maxPrice",
    /must be null: no trim has a price/,
  ],
  ["lastYear is not the newest year", { lastYear: 2026 }, "lastYear", /newest year \(2027\)/],
  ["years out of order", { years: [2027, 2026] }, "years", /ascending/],
  [
    "a trim of a year the model lacks",
    { trims: [{ ...firstTrim, year: 2030 }, ...l200.trims.slice(1)] },
    "trims.0.year",
    /not one of the model's years/,
  ],
  ["a repeated trim id", { trims: [firstTrim, firstTrim, ...l200.trims.slice(2)] }, "trims.1.id", /repeated/],
  ["defaultTrimId names no trim", { defaultTrimId: "l200-hpe" }, "defaultTrimId", /not a trim/],
  ["defaultTrimIndex points elsewhere", { defaultTrimIndex: 0 }, "defaultTrimIndex", /index 1/],
  [
    "an about year the model lacks",
    { about: l200.about.map((about) => ({ ...about, id: 2031 })) },
    "about.0.id",
    /not one of the model's years/,
  ],
  [
    "an about entry's default trim names no trim",
    { about: l200.about.map((about) => ({ ...about, defaultTrimId: "x" })) },
    "about.0.defaultTrimId",
    /not a trim/,
  ],
  [
    "specialSeries while no trim is one",
    { trims: l200.trims.map((trim) => ({ ...trim, specialSeries: false })) },
    "specialSeries",
    /must be false/,
  ],
  ["no specialSeries while a trim is one", { specialSeries: false }, "specialSeries", /must be true/],
  ["imageId1 outside the model's images", { imageId1: "outra-imagem" }, "imageId1", /one of the model's images/],
  ["a model suggesting itself", { suggestions: [7] }, "suggestions.0", /cannot suggest itself/],
];

describe("the rules between a model's fields @clause:CAT-4", () => {
  test("hold for every model of the catalogue", () => {
    for (const model of MODELS) expect(VehicleModelSchema.safeParse(model).success).toBe(true);
  });

  test.each(CONTRADICTIONS)("refuse %s, naming the field", (_what, change, field, message) => {
    const broken = { ...l200, ...change };
    const result = VehicleModelSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path.join(".") === field);
    expect(issue?.message).toMatch(message);
    expect(() => parseModels([broken])).toThrow(
      new RegExp(`"L200 Triton Sport" \\(models\\[0\\]\\).*field "${field.replace(/\./g, "\\.")}"`),
    );
  });
});
