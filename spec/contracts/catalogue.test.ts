import { describe, expect, test } from "vitest";
import { VehicleModelSchema } from "../../contracts/vehicle-model";
import { MODELS } from "../../site/src/catalogue/models";
import { CatalogueError, parseModels } from "../../site/src/catalogue/parse-catalogue";

describe("the static catalogue @clause:ENTITY-4", () => {
  test("every model matches the vehicle-model contract @clause:ENTITY-1", () => {
    for (const model of MODELS) expect(VehicleModelSchema.safeParse(model).success).toBe(true);
  });

  test("an invalid entry stops parsing, naming the entry and the field", () => {
    const [pajero] = MODELS;
    const broken = [{ ...pajero, trims: [{ ...pajero?.trims[0], price: "barato" }] }];
    expect(() => parseModels(broken)).toThrow(CatalogueError);
    expect(() => parseModels(broken)).toThrow(/"Pajero Sport" \(models\[0\]\).*field "trims\.0\.price"/);
  });

  test("an entry without a name is named by its position", () => {
    expect(() => parseModels([{}])).toThrow(/models\[0\]: field "id"/);
  });
});
