import { describe, expect, test } from "vitest";
import { modelFromQuery } from "../../site/src/forms/prefill";
import { visitorId } from "../../site/src/tracking/visitor-id";

describe("modelFromQuery @clause:FORM-3", () => {
  test("finds the model a link names, letter case and spaces aside", () => {
    const slugs = ["outlander", "pajero-sport"];
    expect(modelFromQuery("?modelo=%20Outlander%20", slugs)).toBe("outlander");
    expect(modelFromQuery("?modelo=PAJERO-SPORT", slugs)).toBe("pajero-sport");
    expect(modelFromQuery("?modelo=triton", slugs)).toBeUndefined();
  });
});

describe("visitorId @clause:STATE-14", () => {
  test("replaces what is stored under mit_gtm_uid when it is not an id", () => {
    const items = new Map([["mit_gtm_uid", "não é um id"]]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    const made = "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f";
    expect(visitorId(storage, () => made)).toBe(made);
    expect(items.get("mit_gtm_uid")).toBe(made);
  });
});
