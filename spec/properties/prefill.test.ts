import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { modelFromQuery, placeOfLocation } from "../../site/src/forms/prefill";

const SLUGS = ["pajero-sport", "new-triton", "outlander", "l200-triton-sport"];

// What a link may carry in `modelo`: a slug in any letter case with stray spaces, or anything else.
const askedModel = () =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...SLUGS), fc.boolean(), fc.constantFrom("", " ", "%20"))
      .map(([slug, upper, pad]) => `${pad}${upper ? slug.toUpperCase() : slug}${pad}`),
    fc.string(),
    fc.constantFrom("", "nova-triton", "<script>", "outlander&modelo=x", "../../etc"),
  );

describe("the model of the linking page @clause:FORM-3", () => {
  test.prop([askedModel()])("is one of the form's models or none, never anything else", (asked) => {
    const model = modelFromQuery(`?modelo=${encodeURIComponent(asked)}`, SLUGS);
    if (model !== undefined) expect(SLUGS).toContain(model);
  });

  test.prop([fc.constantFrom(...SLUGS), fc.boolean()])(
    "is found whatever the letter case and spaces",
    (slug, upper) => {
      expect(modelFromQuery(`?utm_source=google&modelo=${upper ? slug.toUpperCase() : slug}%20`, SLUGS)).toBe(slug);
    },
  );

  test("is none without the parameter or for an unknown model", () => {
    expect(modelFromQuery("", SLUGS)).toBeUndefined();
    expect(modelFromQuery("?modelo=", SLUGS)).toBeUndefined();
    expect(modelFromQuery("?modelo=fusca", SLUGS)).toBeUndefined();
    expect(modelFromQuery("?modelo=outlander", [])).toBeUndefined();
  });
});

describe("the visitor's place @clause:FORM-16", () => {
  test("comes from the stored location: the state from the IBGE code", () => {
    expect(placeOfLocation({ isOpened: false, id: 3304557, cityName: "Rio de Janeiro" })).toEqual({
      state: "RJ",
      city: "Rio de Janeiro",
      cityId: "3304557",
    });
    expect(placeOfLocation({ isOpened: false, id: 5300108, cityName: "Brasília" })?.state).toBe("DF");
    expect(placeOfLocation(null)).toBeUndefined();
    expect(placeOfLocation({ isOpened: false, id: 9_900_000, cityName: "Lugar nenhum" })).toBeUndefined();
  });
});
