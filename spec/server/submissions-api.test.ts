import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { ContactMessageSchema } from "../../contracts/contact-message";
import { leadSchema } from "../../contracts/lead";
import { BODY_LIMIT_BYTES } from "../../server/api/submissions/routes";
import { listen } from "../../server/app";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { fixedClock } from "../../shared/clock";
import { checkSubmission, submissionOf } from "../../site/src/forms/check-submission";
import { EMPTY_VALUES, FORMS, type FormDefinition, type FormValues } from "../../site/src/forms/form-definitions";
import { hostileJson, malformedJsonText, validLead } from "../arbitraries/submissions";

/** The reference API on a real server, with its own database and a clock stopped on 22/11/2026 in Brasília. */
const TODAY = "2026-11-22";
const TOMORROW = "2026-11-23";
let dataDir: string;
let site: ProductionServer;
let base: string;
const ADMIN = "token-de-teste-0123456789";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "submissions-api-"));
  site = createProductionServer({
    publicDir: dataDir,
    dataDir,
    submissionsPerMinute: 1_000_000,
    adminToken: ADMIN,
    clock: fixedClock("2026-11-22T15:00:00-03:00"),
  });
  base = await listen(site.server, 0);
});

afterAll(async () => {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let keys = 0;
/** A fresh idempotency key per submission. */
function newKey(): string {
  keys += 1;
  return `chave-de-teste-${Date.now()}-${keys}`;
}

function post(address: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${address}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": newKey(), ...headers },
    body,
  });
}

const lead = {
  kind: "test-drive",
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "(62) 98765-4321",
  state: "GO",
  city: "Catalão",
  modelSlug: "pajero-sport",
  preferredDate: TOMORROW,
  consent: true,
  tracking: {
    campaign: { source: "google", campanha: "verao", gclid: "abc" },
    visitorId: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f",
  },
};

const contact = {
  name: "João Silva",
  email: "joao@example.com",
  phone: "11987654321",
  state: "SP",
  city: "São Paulo",
  subject: "duvida",
  message: "Quero saber o prazo de entrega do Pajero Sport.",
  consent: true,
  tracking: { campaign: {} },
};

describe("the forms' contracts", () => {
  test("accept the same payloads the API stores @clause:API-1", async () => {
    expect(leadSchema(TODAY).safeParse(lead).success).toBe(true);
    expect(ContactMessageSchema.safeParse(contact).success).toBe(true);
    expect((await post("/api/lead/v1.0/", JSON.stringify(lead))).status).toBe(201);
    expect((await post("/api/contact/v1.0", JSON.stringify(contact))).status).toBe(201);
  });

  test.prop([validLead(TOMORROW)], { numRuns: 30 })(
    "every lead the schema accepts, the API accepts and stores @clause:API-1",
    async (generated) => {
      expect(leadSchema(TODAY).safeParse(generated).success).toBe(true);
      const response = await post("/api/lead/v1.0/", JSON.stringify(generated));
      expect(response.status).toBe(201);
    },
  );

  test("refuse an unticked consent, with the pt-BR message the form shows @clause:API-2", async () => {
    const response = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, consent: false }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.consent).toMatch(/aceite que a Mitsubishi use seus dados/);
  });

  test("refuse a test drive without a bookable date @clause:API-2", async () => {
    for (const preferredDate of [undefined, TODAY, "2027-12-01", "2026-02-30"]) {
      const response = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, preferredDate }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.preferredDate).toMatch(/Escolha uma data entre amanhã/);
    }
  });

  test("refuse a landline or an unknown area code @clause:API-2", async () => {
    for (const phone of ["(11) 3456-7890", "(20) 98765-4321", "98765-4321"]) {
      const response = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, phone }));
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.phone).toMatch(
        /celular com DDD/,
      );
    }
  });
});

describe("POST to the lead and contact bases", () => {
  let before = 0;
  beforeEach(() => {
    before = site.store.count();
  });

  test("a retried submission with the same key is stored once @clause:API-3", async () => {
    const key = newKey();
    const first = await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key });
    const again = await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual({ id: (a as { id: number }).id, status: "repetido" });
    expect(site.store.count()).toBe(before + 1);
  });

  test("answers 413 for a body over the limit, 415 for another type, 400 without a key @clause:API-4", async () => {
    const huge = JSON.stringify({ ...lead, message: "x".repeat(BODY_LIMIT_BYTES) });
    expect((await post("/api/lead/v1.0/", huge)).status).toBe(413);
    expect((await post("/api/lead/v1.0/", JSON.stringify(lead), { "Content-Type": "text/plain" })).status).toBe(415);
    const noKey = await fetch(`${base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(noKey.status).toBe(400);
    expect(site.store.count()).toBe(before);
  });

  test("answers 405 to other methods on the bases", async () => {
    const response = await fetch(`${base}/api/contact/v1.0`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  test.prop([hostileJson()], { numRuns: 150 })(
    "answers any hostile JSON with a clean 4xx and stores nothing @clause:API-4",
    async (payload) => {
      const count = site.store.count();
      for (const address of ["/api/lead/v1.0/", "/api/contact/v1.0"]) {
        const response = await post(address, JSON.stringify(payload));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toContain("application/json");
      }
      expect(site.store.count()).toBe(count);
    },
  );

  test.prop([malformedJsonText()], { numRuns: 60 })(
    "answers malformed JSON with 400 and stores nothing @clause:API-4",
    async (text) => {
      const count = site.store.count();
      const response = await post("/api/lead/v1.0/", text);
      expect(response.status).toBe(400);
      expect(site.store.count()).toBe(count);
    },
  );

  test("answers a valid lead with an unknown field with 400 @clause:API-4", async () => {
    const response = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, admin: true }));
    expect(response.status).toBe(400);
  });
});

describe("the rate limit", () => {
  test("answers 429 with Retry-After past the limit per address @clause:API-4", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "submissions-limit-"));
    const limited = createProductionServer({ publicDir: dir, dataDir: dir, submissionsPerMinute: 3 });
    const address = await listen(limited.server, 0);
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${address}/api/contact/v1.0`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
          body: JSON.stringify(contact),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(limited.store.count()).toBe(3);
    } finally {
      await limited.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the owner's export", () => {
  test("lists what was received as CSV, for the admin token only @clause:API-5", async () => {
    await post("/api/contact/v1.0", JSON.stringify({ ...contact, message: '=HYPERLINK("x") não abra isto' }));
    expect((await fetch(`${base}/api/admin/submissions.csv`)).status).toBe(401);
    const wrong = await fetch(`${base}/api/admin/submissions.csv`, { headers: { Authorization: "Bearer errado" } });
    expect(wrong.status).toBe(401);
    const response = await fetch(`${base}/api/admin/submissions.csv?channel=contact`, {
      headers: { Authorization: `Bearer ${ADMIN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toMatch(/^id,recebido_em,canal,tipo,nome,email,celular/);
    expect(csv).toContain("João Silva");
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).not.toContain("Ana Souza");
  });
});

/** The forms' side of the contract: what each form sends for what the visitor typed. */
const TYPED: FormValues = {
  ...EMPTY_VALUES,
  modelSlug: "outlander",
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "62987654321",
  state: "GO",
  city: "Catalão",
  cityId: "5205109",
  dealerId: "cerrado-mitsubishi-catalao",
  preferredDate: TOMORROW,
  subject: "duvida",
  message: "Quero saber o prazo de entrega do Outlander.",
  consent: true,
};
const TRACKING = { campaign: { source: "google" as const, campanha: "verao" } };

// What a visitor may type in any field: plausible values, empty ones, and junk. The city's IBGE code is
// not typed: the form sets it from the visitor's location, or leaves it empty.
const typedValues = () =>
  fc.record({
    ...Object.fromEntries(
      Object.entries(TYPED)
        .filter(([field]) => field !== "consent" && field !== "cityId")
        .map(([field, value]) => [field, fc.oneof(fc.constant(value), fc.constant(""), fc.string({ maxLength: 30 }))]),
    ),
    cityId: fc.constantFrom("5205109", ""),
    consent: fc.boolean(),
  }) as fc.Arbitrary<FormValues>;

async function apiErrorsFor(definition: FormDefinition, values: FormValues) {
  const address = definition.channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0";
  const response = await post(address, JSON.stringify(submissionOf(definition, values, TRACKING)));
  return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string> } };
}

describe("the forms and the API on the same payloads", () => {
  test.each(Object.values(FORMS))(
    "what the $name form sends for a complete form is accepted by the API @clause:API-1 @clause:FORM-10",
    async (definition) => {
      const checked = checkSubmission(definition, TYPED, TODAY, TRACKING);
      expect(checked).toMatchObject({ ok: true });
      if (!checked.ok) return;
      expect(checked.payload).toMatchObject({ phone: "(62) 98765-4321", tracking: TRACKING });
      if (definition.leadKind === "vip") expect(checked.payload).toMatchObject({ kind: "vip", modelSlug: "outlander" });
      const address = definition.channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0";
      expect((await post(address, JSON.stringify(checked.payload))).status).toBe(201);
    },
  );

  test.each(Object.values(FORMS))(
    "the $name form and the API find the same fields missing, with the same pt-BR messages @clause:FORM-4 @clause:API-2",
    async (definition) => {
      const empty = { ...EMPTY_VALUES };
      const checked = checkSubmission(definition, empty, TODAY, TRACKING);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      const expected = [...definition.fields.filter((field) => !definition.optional.includes(field)), "consent"];
      expect(Object.keys(checked.errors).sort()).toEqual(expected.sort());
      for (const message of Object.values(checked.errors)) expect(message).not.toMatch(/invalid|expected|required/i);
      const api = await apiErrorsFor(definition, empty);
      expect(api.status).toBe(400);
      expect(api.body.fieldErrors).toEqual(checked.errors);
    },
  );

  test.prop([fc.constantFrom(...Object.values(FORMS)), typedValues()], { numRuns: 60 })(
    "whatever is typed, the form accepts what the API accepts and refuses it field by field as the API does @clause:FORM-4 @clause:API-1",
    async (definition, values) => {
      const checked = checkSubmission(definition, values, TODAY, TRACKING);
      const api = await apiErrorsFor(definition, values);
      if (checked.ok) {
        expect(api.status).toBe(201);
      } else {
        expect(api.status).toBe(400);
        expect(api.body.fieldErrors).toEqual(checked.errors);
      }
    },
  );
});
