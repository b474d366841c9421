import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { modelAddress, slugify } from "../../site/src/routes/model-address";

// Model names and body styles as an editor might type them: letters with
// Portuguese accents, digits, spaces and punctuation.
const editorText = fc.string({
  unit: fc.constantFrom(..."abcdeçãõáéíóúâêô ABCÇÃÁÉ0123456789-/.&'".split("")),
  minLength: 1,
  maxLength: 40,
});

describe("slugify @clause:ROUTE-5", () => {
  test.prop([editorText])("yields only lower-case letters, digits and single inner hyphens", (text) => {
    expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
  });

  test.prop([editorText])("is stable: slugifying a slug changes nothing", (text) => {
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

  test("sends 'All new Triton' to /picapes/new-triton @clause:ROUTE-6", () => {
    expect(modelAddress({ name: "All new Triton", bodystyleName: "Picapes" })).toBe("/picapes/new-triton");
  });
});
