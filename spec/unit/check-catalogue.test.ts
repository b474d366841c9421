import { describe, expect, test } from "vitest";
import type { VehicleModel } from "../../contracts/vehicle-model";
import { checkCatalogue } from "../../site/src/catalogue/check-catalogue";
import { parseCatalogue } from "../../site/src/catalogue/parse-catalogue";
import { catalogueSources } from "../../site/src/catalogue/sources";

/**
 * The catalogue check at an edge the repository's data cannot reach (the other
 * cases are in spec/contracts/catalogue-consistency.test.ts): a model page and
 * a page of the route table at one address. Model pages live at
 * /{body style}/{model} (source spec §2), and no page of the route table lies
 * under /suv-e-crossovers/ or /picapes/ today, so the model here is given a
 * body style the contract would refuse, "Mundo MIT", to put it on an event's page.
 */

describe("a model page at the address of a page of the route table @clause:CAT-3 @clause:ROUTE-5", () => {
  test("is named on the model, with that address", () => {
    const catalogue = parseCatalogue(catalogueSources());
    const model = catalogue.models[0];
    if (!model) throw new Error("The catalogue has no model");
    model.name = "Mitsubishi Cup";
    model.slug = "mitsubishi-cup";
    model.bodystyleName = "Mundo MIT" as VehicleModel["bodystyleName"];
    // /mundo-mit/mitsubishi-cup is the Mitsubishi Cup's event page (source spec §2).
    expect(checkCatalogue(catalogue)).toContainEqual({
      entry: '"Mitsubishi Cup" (models[0])',
      field: "name",
      message: expect.stringContaining("/mundo-mit/mitsubishi-cup"),
    });
  });
});
