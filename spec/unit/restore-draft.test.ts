import { describe, expect, test } from "vitest";
import type { FormDraft } from "../../contracts/form-draft";
import { EMPTY_VALUES } from "../../site/src/forms/form-definitions";
import { restoredValues } from "../../site/src/forms/restore-draft";

/**
 * A draft put back into a form (decision FORM-6), at the edge of its type: the
 * draft's contract makes every field optional, so a field may be there with no
 * value at all. The tests of the draft in session storage are in
 * spec/contracts/form-draft.test.ts.
 */

const CHOICES = { modelSlugs: ["outlander"], dealerIds: ["diamante-motors-paulista"] };

describe("restoredValues @clause:FORM-6", () => {
  test("a field the draft holds no value for keeps what the form has, the phone and its mask too", () => {
    const current = { ...EMPTY_VALUES, phone: "(11) 98765-4321", state: "SP", modelSlug: "outlander" };
    const draft: FormDraft["values"] = { name: "Ana Souza", phone: undefined, state: undefined, modelSlug: undefined };
    expect(restoredValues(current, draft, CHOICES)).toEqual({ ...current, name: "Ana Souza" });
  });
});
