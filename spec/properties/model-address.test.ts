import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import { MODELS } from "../../site/src/catalogue/models";
import { modelAddress, modelSlug, slugify, trimAddress } from "../../site/src/routes/model-address";
import { bodyStyleName, editorText, modelName, tritonSpelling } from "../arbitraries/catalogue";

const URL_SAFE_ADDRESS = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugify @clause:ROUTE-5", () => {
  test.prop([editorText()])("yields only lower-case letters, digits and single inner hyphens", (text) => {
    expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
  });

  test.prop([editorText()])("is stable: slugifying a slug changes nothing", (text) => {
    expect(slugify(slugify(text))).toBe(slugify(text));
  });

  test("lower-cases in the pt-BR locale and drops accents", () => {
    expect(slugify("SUV e Crossovers")).toBe("suv-e-crossovers");
    expect(slugify("Eclipse Cross Tarmac")).toBe("eclipse-cross-tarmac");
    expect(slugify("Série Especial Ação")).toBe("serie-especial-acao");
  });
});

describe("modelAddress", () => {
  test("builds /{body style}/{model} @clause:ROUTE-5", () => {
    expect(modelAddress({ name: "Pajero Sport", bodystyleName: "SUV e Crossovers" })).toBe(
      "/suv-e-crossovers/pajero-sport",
    );
    expect(modelAddress({ name: "L200 Triton Sport", bodystyleName: "Picapes" })).toBe("/picapes/l200-triton-sport");
  });

  test.prop([modelName(), bodyStyleName()])(
    "is URL-safe: two lower-case segments, nothing to encode @clause:ROUTE-5",
    (name, bodystyleName) => {
      const address = modelAddress({ name, bodystyleName });
      expect(address).toMatch(URL_SAFE_ADDRESS);
      expect(encodeURI(address)).toBe(address);
    },
  );

  test.prop([modelName(), bodyStyleName()])(
    "is stable: the same model always gets the same address @clause:ROUTE-5",
    (name, bodystyleName) => {
      expect(modelAddress({ name, bodystyleName })).toBe(modelAddress({ name: `${name}`, bodystyleName }));
      expect(modelSlug({ name, bodystyleName })).toBe(modelAddress({ name, bodystyleName }).split("/")[2]);
    },
  );

  test.prop([fc.uniqueArray(modelName(), { selector: slugify, minLength: 2, maxLength: 8 }), bodyStyleName()])(
    "gives models whose names slug apart addresses apart @clause:ROUTE-5",
    (names, bodystyleName) => {
      const addresses = names.map((name) => modelAddress({ name, bodystyleName }));
      const tritons = addresses.filter((address) => address === "/picapes/new-triton").length;
      expect(new Set(addresses).size).toBe(addresses.length - Math.max(0, tritons - 1));
    },
  );

  test("sends 'All new Triton' to /picapes/new-triton @clause:ROUTE-6", () => {
    expect(modelAddress({ name: "All new Triton", bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
  });

  test.prop([tritonSpelling("All new Triton")])(
    "sends 'All new Triton' however it is capitalised @clause:ROUTE-6",
    (name) => {
      expect(modelAddress({ name, bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
    },
  );

  test("sends the catalogue's 'Nova Triton', the same pickup, to /picapes/new-triton too @clause:CAT-2 @clause:ROUTE-6", () => {
    expect(modelAddress({ name: "Nova Triton", bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
  });

  test.prop([tritonSpelling("Nova Triton")])(
    "sends the catalogue's 'Nova Triton' to /picapes/new-triton however it is capitalised @clause:CAT-2",
    (name) => {
      expect(modelAddress({ name, bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
    },
  );

  test("sends both names of the Triton to /picapes/new-triton from the module as it loads @clause:CAT-2 @clause:ROUTE-6", async () => {
    // The two names are a table the module builds as it loads. The mutation run shares modules between
    // test files, so only a fresh import of the module sees a change to that table.
    vi.resetModules();
    const fresh = await import("../../site/src/routes/model-address");
    expect(fresh.modelAddress({ name: "All new Triton", bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
    expect(fresh.modelAddress({ name: "Nova Triton", bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
  });
});

describe("the catalogue's model addresses", () => {
  test("are URL-safe and unique across the catalogue @clause:ROUTE-5", () => {
    const addresses = MODELS.map(modelAddress);
    for (const address of addresses) expect(address).toMatch(URL_SAFE_ADDRESS);
    expect(new Set(addresses).size).toBe(MODELS.length);
  });

  test("end in each model's slug @clause:ENTITY-1", () => {
    for (const model of MODELS) expect(modelAddress(model).endsWith(`/${model.slug}`)).toBe(true);
  });

  test("anchor a version at its trim on the model page @clause:CAT-1", () => {
    expect(
      trimAddress({ name: "L200 Triton Sport", bodystyleName: "Picapes" }, { id: "l200-triton-sport-savana-2027" }),
    ).toBe("/picapes/l200-triton-sport#l200-triton-sport-savana-2027");
  });
});
