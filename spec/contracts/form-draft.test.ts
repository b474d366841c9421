import { getStates } from "@brazilian-utils/brazilian-utils";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import { CONTACT_SUBJECTS } from "../../contracts/contact-subjects";
import { FormDraftSchema, parseStoredFormDraft } from "../../contracts/form-draft";
import { formDraftKey } from "../../contracts/storage-keys";
import { EMPTY_VALUES, type FormValues } from "../../site/src/forms/form-definitions";
import { clearDraft, draftOf, readDraftText, saveDraft } from "../../site/src/forms/form-draft";
import { restoredValues } from "../../site/src/forms/restore-draft";

/**
 * A value a field's draft may hold: text of any kind, one that fits (a model, a state, a subject, a
 * city code), one that almost does, or a name every object has, which a lookup with `in` would find.
 */
const draftValue = () =>
  fc.oneof(
    fc.string(),
    fc.constantFrom("outlander", "fusca", "SP", "XX", "duvida", "3550308", "355030", "diamante-motors-paulista"),
    fc.constantFrom("toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"),
  );

// Whatever session storage may hold under a draft's key: JSON of any shape, drafts with odd values, plain text.
const storedText = () =>
  fc.oneof(
    fc.string(),
    fc.json(),
    fc
      .record({ values: fc.dictionary(fc.constantFrom(...Object.keys(EMPTY_VALUES)), fc.jsonValue()) })
      .map((value) => JSON.stringify(value)),
    // Drafts of text values only, as the site writes them: most of these are drafts, so their values are put back.
    fc
      .record({ values: fc.dictionary(fc.constantFrom(...Object.keys(EMPTY_VALUES)), draftValue()) })
      .map((value) => JSON.stringify(value)),
  );

/** The 27 federative units, from the IBGE's list (an independent library), not the forms' own. */
const STATE_CODES = new Set(getStates().map((state) => state.code));

const CHOICES = { modelSlugs: ["outlander", "pajero-sport"], dealerIds: ["diamante-motors-paulista"] };

/** Session storage in memory; `blocked` throws as a browser that refuses storage does. */
function memoryStorage(blocked = false) {
  const items = new Map<string, string>();
  const area = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return {
    items,
    storage: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return area;
    },
  };
}

describe("a form's draft in session storage @clause:FORM-6", () => {
  test("keeps what was typed, never the consent, under formDraft:{form}", () => {
    const values: FormValues = { ...EMPTY_VALUES, name: "Ana Souza", phone: "(11) 98765-4321", consent: true };
    const draft = draftOf(values);
    expect(draft.values).not.toHaveProperty("consent");
    const { items, storage } = memoryStorage();
    saveDraft(storage, "cotacao", draft);
    expect([...items.keys()]).toEqual(["formDraft:cotacao"]);
    expect(formDraftKey("fale-conosco")).toBe("formDraft:fale-conosco");
    expect(parseStoredFormDraft(readDraftText(storage, "cotacao"))?.values.name).toBe("Ana Souza");
    clearDraft(storage, "cotacao");
    expect(items.size).toBe(0);
  });

  test.prop([storedText()])("reads anything stored as a draft or as none, never a crash", (stored) => {
    const draft = parseStoredFormDraft(stored);
    if (draft !== null) expect(FormDraftSchema.safeParse(draft).success).toBe(true);
  });

  test("treats what is not a draft as none", () => {
    for (const stored of [null, "", "{", "null", "[]", '{"values":{"name":42}}', '{"values":[]}']) {
      expect(parseStoredFormDraft(stored)).toBeNull();
    }
    expect(parseStoredFormDraft('{"values":{},"pending":{"key":"short","payload":"{}"}}')).toBeNull();
  });

  test.prop([storedText()])("puts back only values that fit their field", (stored) => {
    const draft = parseStoredFormDraft(stored);
    const values = restoredValues(EMPTY_VALUES, draft?.values, CHOICES);
    expect(values.consent).toBe(false);
    if (values.modelSlug) expect(CHOICES.modelSlugs).toContain(values.modelSlug);
    if (values.dealerId) expect(CHOICES.dealerIds).toContain(values.dealerId);
    if (values.state) expect(STATE_CODES.has(values.state as never)).toBe(true);
    if (values.subject) expect(Object.keys(CONTACT_SUBJECTS)).toContain(values.subject);
    if (values.cityId) expect(values.cityId).toMatch(/^\d{7}$/);
  });

  test("leaves alone the fields the visitor changed meanwhile, and empty draft values", () => {
    const current = { ...EMPTY_VALUES, name: "Ana", city: "Santos", state: "SP" };
    const restored = restoredValues(
      current,
      { name: "Antiga", city: "", email: "ana@exemplo.com.br", modelSlug: "fusca", state: "XX" },
      CHOICES,
      new Set(["name"] as const),
    );
    expect(restored).toEqual({ ...current, email: "ana@exemplo.com.br" });
  });

  test("puts each field's value back as the field holds it, and refuses what it cannot hold", () => {
    const restored = restoredValues(
      EMPTY_VALUES,
      {
        modelSlug: "outlander",
        dealerId: "diamante-motors-paulista",
        phone: "11987654321",
        state: "SP",
        city: "Campinas",
        cityId: "3509502",
        preferredDate: "2026-12-01",
        subject: "duvida",
        message: "Olá",
      },
      CHOICES,
    );
    expect(restored).toEqual({
      ...EMPTY_VALUES,
      modelSlug: "outlander",
      dealerId: "diamante-motors-paulista",
      phone: "(11) 98765-4321",
      state: "SP",
      city: "Campinas",
      cityId: "3509502",
      preferredDate: "2026-12-01",
      subject: "duvida",
      message: "Olá",
    });
    const refused = restoredValues(
      EMPTY_VALUES,
      { dealerId: "outra", cityId: "35095", preferredDate: "01/12/2026", subject: "elogio-falso" },
      CHOICES,
    );
    expect(refused).toEqual(EMPTY_VALUES);
  });

  test("refuses a city code or a date with anything before or after it", () => {
    for (const [cityId, preferredDate] of [
      ["35095021", "2026-12-011"],
      ["x3509502", "x2026-12-01"],
    ]) {
      expect(restoredValues(EMPTY_VALUES, { cityId, preferredDate }, CHOICES)).toEqual(EMPTY_VALUES);
    }
  });

  test("leaves alone what the visitor changed, what the draft left empty and what the form does not have", () => {
    const current = { ...EMPTY_VALUES, name: "Ana Souza", email: "ana@exemplo.com.br" };
    const draft = { name: "", email: "outra@exemplo.com.br", city: "Campinas", estado: "SP" } as Record<string, string>;
    expect(restoredValues(current, draft, CHOICES, new Set(["email"]))).toEqual({ ...current, city: "Campinas" });
  });

  test("keeps the city's IBGE code only with the city it was prefilled for", () => {
    const prefilled = { ...EMPTY_VALUES, state: "SP", city: "São Paulo", cityId: "3550308" };
    expect(restoredValues(prefilled, { city: "Santos" }, CHOICES)).toMatchObject({ city: "Santos", cityId: "" });
    expect(restoredValues(prefilled, { city: "Santos", cityId: "3548500" }, CHOICES)).toMatchObject({
      city: "Santos",
      cityId: "3548500",
    });
    expect(restoredValues(prefilled, { name: "Ana" }, CHOICES)).toMatchObject({ city: "São Paulo", cityId: "3550308" });
    expect(restoredValues(prefilled, undefined, CHOICES)).toBe(prefilled);
  });

  test("keeps the submission waiting for an answer beside the values @clause:FORM-7", () => {
    const pending = { key: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f", payload: '{"name":"Ana"}' };
    const { consent: _consent, ...typed } = { ...EMPTY_VALUES, name: "Ana" };
    expect(draftOf({ ...EMPTY_VALUES, name: "Ana" }, pending)).toEqual({ values: typed, pending });
  });

  test("storage that refuses costs the draft, never the form", () => {
    const { storage } = memoryStorage(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(readDraftText(storage, "cotacao")).toBeNull();
    expect(() => saveDraft(storage, "cotacao", draftOf(EMPTY_VALUES))).not.toThrow();
    expect(() => clearDraft(storage, "cotacao")).not.toThrow();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "[forms] Could not keep the form's draft in session storage.",
      "[forms] Could not remove the form's draft from session storage.",
    ]);
    warn.mockRestore();
  });
});
