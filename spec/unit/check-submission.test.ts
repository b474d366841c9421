import { describe, expect, test } from "vitest";
import { checkSubmission, trackingOfVisit } from "../../site/src/forms/check-submission";
import { EMPTY_VALUES, FORMS, type FormValues } from "../../site/src/forms/form-definitions";

/** A form's values turned into what it sends, and the visit's campaign read back from storage. */

const storage = (entries: Record<string, string>) => () => ({ getItem: (key: string) => entries[key] ?? null });
const blocked = () => {
  throw new DOMException("denied", "SecurityError");
};

const QUOTE: FormValues = {
  ...EMPTY_VALUES,
  modelSlug: "outlander",
  name: "  Ana Souza ",
  email: "ana@exemplo.com.br",
  phone: "+55 (11) 98765 4321",
  state: "SP",
  city: "São Paulo",
  dealerId: "",
  message: "   ",
  consent: true,
};

describe("what a form sends @clause:FORM-10", () => {
  test("the campaign stored on landing and the visitor id go along", () => {
    const tracking = trackingOfVisit(
      storage({ source: "google", campanha: "verao", gclid: "abc", fbclid: "" }),
      storage({ mit_gtm_uid: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" }),
    );
    expect(tracking).toEqual({
      campaign: { source: "google", campanha: "verao", gclid: "abc" },
      visitorId: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f",
    });
  });

  test("storage that refuses, or holds no id, costs only the tracking", () => {
    expect(trackingOfVisit(blocked, blocked)).toEqual({ campaign: {} });
    expect(trackingOfVisit(storage({ source: "bing" }), storage({ mit_gtm_uid: "<x>" }))).toEqual({ campaign: {} });
  });

  test("the payload is trimmed, the phone written out, and empty optional fields left out", () => {
    const checked = checkSubmission(FORMS.cotacao, QUOTE, "2026-11-22", { campaign: {} });
    expect(checked).toEqual({
      ok: true,
      payload: {
        kind: "cotacao",
        name: "Ana Souza",
        email: "ana@exemplo.com.br",
        phone: "(11) 98765-4321",
        state: "SP",
        city: "São Paulo",
        modelSlug: "outlander",
        consent: true,
        tracking: { campaign: {} },
      },
    });
  });

  test("the VIP sign-up is a lead of kind vip for the Outlander, whatever else the values hold @clause:FORM-22", () => {
    const checked = checkSubmission(
      FORMS["vip-novo-outlander"],
      { ...QUOTE, modelSlug: "pajero-sport" },
      "2026-11-22",
      {
        campaign: {},
      },
    );
    expect(checked).toMatchObject({ ok: true, payload: { kind: "vip", modelSlug: "outlander" } });
    expect(checked.ok && "dealerId" in checked.payload && checked.payload.dealerId !== undefined).toBe(false);
  });

  test("a test drive checks its date against today @clause:FORM-12", () => {
    const testDrive = { ...QUOTE, preferredDate: "2026-11-22" };
    expect(checkSubmission(FORMS["test-drive"], testDrive, "2026-11-22", { campaign: {} })).toEqual({
      ok: false,
      errors: { preferredDate: "Escolha uma data entre amanhã e os próximos 60 dias." },
    });
    for (const day of ["2026-11-23", "2027-01-21"]) {
      expect(
        checkSubmission(FORMS["test-drive"], { ...testDrive, preferredDate: day }, "2026-11-22", { campaign: {} }).ok,
      ).toBe(true);
    }
    expect(
      checkSubmission(FORMS["test-drive"], { ...testDrive, preferredDate: "2027-01-22" }, "2026-11-22", {
        campaign: {},
      }).ok,
    ).toBe(false);
  });

  test("a landline is not a mobile phone @clause:FORM-15", () => {
    expect(
      checkSubmission(FORMS.cotacao, { ...QUOTE, phone: "(11) 3456-7890" }, "2026-11-22", { campaign: {} }),
    ).toEqual({
      ok: false,
      errors: { phone: "Informe um celular com DDD, como (11) 98765-4321." },
    });
  });
});

const CONTACT: FormValues = {
  ...EMPTY_VALUES,
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "11987654321",
  state: "SP",
  city: "São Paulo",
  cityId: "3550308",
  subject: "duvida",
  message: "Qual o prazo da primeira revisão?",
  consent: true,
};

describe("what each form sends @clause:FORM-1 @clause:FORM-10 @clause:FORM-22", () => {
  test("the contact form sends its subject and message, no kind, no model, no dealer", () => {
    expect(
      checkSubmission(FORMS["fale-conosco"], { ...CONTACT, modelSlug: "outlander" }, "2026-11-22", { campaign: {} }),
    ).toEqual({
      ok: true,
      payload: {
        name: "Ana Souza",
        email: "ana@exemplo.com.br",
        phone: "(11) 98765-4321",
        state: "SP",
        city: "São Paulo",
        cityId: "3550308",
        subject: "duvida",
        message: "Qual o prazo da primeira revisão?",
        consent: true,
        tracking: { campaign: {} },
      },
    });
  });

  test("the contact form names its own fields in error, the consent too", () => {
    expect(
      checkSubmission(FORMS["fale-conosco"], { ...CONTACT, subject: "", message: "Oi", consent: false }, "2026-11-22", {
        campaign: {},
      }),
    ).toEqual({
      ok: false,
      errors: {
        subject: "Escolha o assunto.",
        message: "Escreva sua mensagem (de 10 a 2000 caracteres).",
        consent: "Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido.",
      },
    });
  });

  test("a quote sends the dealer, the message and the city's code when they are filled in", () => {
    const checked = checkSubmission(
      FORMS.cotacao,
      { ...QUOTE, dealerId: "diamante-motors-paulista", message: "Quero uma proposta.", cityId: "3550308" },
      "2026-11-22",
      { campaign: {} },
    );
    expect(checked).toMatchObject({
      ok: true,
      payload: { dealerId: "diamante-motors-paulista", message: "Quero uma proposta.", cityId: "3550308" },
    });
  });

  test("a quote sends the model the visitor chose", () => {
    const checked = checkSubmission(FORMS.cotacao, { ...QUOTE, modelSlug: "pajero-sport" }, "2026-11-22", {
      campaign: {},
    });
    expect(checked).toMatchObject({ ok: true, payload: { kind: "cotacao", modelSlug: "pajero-sport" } });
  });

  test("a test drive sends its dealer and date, never a message", () => {
    const checked = checkSubmission(
      FORMS["test-drive"],
      { ...QUOTE, dealerId: "diamante-motors-paulista", preferredDate: "2026-12-01", message: "Quero uma proposta." },
      "2026-11-22",
      { campaign: {} },
    );
    expect(checked).toEqual({
      ok: true,
      payload: {
        kind: "test-drive",
        name: "Ana Souza",
        email: "ana@exemplo.com.br",
        phone: "(11) 98765-4321",
        state: "SP",
        city: "São Paulo",
        modelSlug: "outlander",
        dealerId: "diamante-motors-paulista",
        preferredDate: "2026-12-01",
        consent: true,
        tracking: { campaign: {} },
      },
    });
  });

  test("a value the visitor cannot see or fix is one message for the whole form", () => {
    const broken = { ...FORMS.cotacao, leadKind: "orcamento" } as unknown as (typeof FORMS)["cotacao"];
    expect(checkSubmission(broken, { ...QUOTE, city: "" }, "2026-11-22", { campaign: {} })).toEqual({
      ok: false,
      errors: {
        form: "Não foi possível preparar o envio. Recarregue a página e tente de novo.",
        city: "Informe a cidade.",
      },
    });
  });
});
