import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { beforeEach, describe, expect } from "vitest";
import { ContactMessageSchema } from "../../contracts/contact-message";
import { leadSchema } from "../../contracts/lead";
import { createProductionServer } from "../../server/production-server";
import { fixedClock } from "../../shared/clock";
import { checkSubmission, submissionOf } from "../../site/src/forms/check-submission";
import { EMPTY_VALUES, FORMS, type FormDefinition, type FormValues } from "../../site/src/forms/form-definitions";
import { ROOT } from "../../tooling/paths";
import { hostileJson, malformedJsonText, validContactMessage, validLead } from "../arbitraries/submissions";
import { freshDatabase } from "./support/postgres";
import { servedForSuite } from "./support/served";
import { CONTACT_MESSAGE, expectWithinAMinute, QUOTE_LEAD } from "./support/submissions";

/** The reference API on a real server, with its own database and a clock stopped on 22/11/2026 in Brasília. */
const TODAY = "2026-11-22";
const TOMORROW = "2026-11-23";
// Capitals in the token: the scheme's letter case is free, the token's is not.
const ADMIN = "Token-De-Teste-0123456789-ABCdefGHij";
let keys = 0;
/** A fresh idempotency key per submission. */
function newKey(): string {
  keys += 1;
  return `chave-de-teste-${Date.now()}-${keys}`;
}

const lead = {
  ...QUOTE_LEAD,
  kind: "test-drive",
  preferredDate: TOMORROW,
  tracking: {
    campaign: { source: "google", campanha: "verao", gclid: "abc" },
    visitorId: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f",
  },
};

const contact = CONTACT_MESSAGE;

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

/** Both stores answer the same contract: SQLite (the default) and PostgreSQL (DATABASE_URL). */
const STORES = ["sqlite", "postgres"] as const;

describe.each(STORES)("the reference API on %s", (storeName) => {
  const served = servedForSuite("submissions-api", async () => ({
    databaseUrl: storeName === "postgres" ? await freshDatabase() : undefined,
    submissionsPerMinute: 1_000_000,
    adminToken: ADMIN,
    clock: fixedClock("2026-11-22T15:00:00-03:00"),
  }));

  function post(address: string, body: string, headers: Record<string, string> = {}) {
    return fetch(`${served.base}${address}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": newKey(), ...headers },
      body,
    });
  }

  async function apiErrorsFor(definition: FormDefinition, values: FormValues) {
    const address = definition.channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0";
    const response = await post(address, JSON.stringify(submissionOf(definition, values, TRACKING)));
    return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string> } };
  }

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
        const before = await served.site.store.count();
        const response = await post("/api/lead/v1.0/", JSON.stringify(generated));
        expect(response.status).toBe(201);
        // Accepted and stored: one more submission kept, not an answer alone.
        expect(await served.site.store.count()).toBe(before + 1);
      },
    );

    test.prop([validContactMessage()], { numRuns: 30 })(
      "every contact message the schema accepts, the API accepts and stores @clause:API-1",
      async (generated) => {
        expect(ContactMessageSchema.safeParse(generated).success).toBe(true);
        const before = await served.site.store.count();
        const response = await post("/api/contact/v1.0", JSON.stringify(generated));
        expect(response.status).toBe(201);
        expect(await served.site.store.count()).toBe(before + 1);
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

    test("book a test drive up to 60 days ahead, not one day more @clause:API-2", async () => {
      // Today is 22/11/2026: 8 days to 30/11, 31 more to 31/12 (39), 21 more to 21/01/2027 (60).
      const last = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, preferredDate: "2027-01-21" }));
      expect(last.status).toBe(201);
      const past = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, preferredDate: "2027-01-22" }));
      expect(past.status).toBe(400);
      const body = (await past.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.preferredDate).toMatch(/Escolha uma data entre amanhã/);
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
    beforeEach(async () => {
      before = await served.site.store.count();
    });

    test("a retried submission with the same key is stored once @clause:API-3", async () => {
      const key = newKey();
      const first = await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key });
      const again = await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      const [a, b] = [await first.json(), await again.json()];
      expect(b).toEqual({ id: (a as { id: number }).id, status: "repetido" });
      expect(await served.site.store.count()).toBe(before + 1);
    });

    test("takes a body of 16 KB, answers 413 to one byte more and stores nothing of it @clause:API-4", async () => {
      // 16 KB = 16384 bytes: a valid lead, its JSON padded with trailing spaces (still JSON) to the size.
      const text = JSON.stringify(lead);
      const ofBytes = (size: number) => `${text}${" ".repeat(size - Buffer.byteLength(text))}`;
      expect(Buffer.byteLength(ofBytes(16384))).toBe(16384);
      expect((await post("/api/lead/v1.0/", ofBytes(16384))).status).toBe(201);
      expect(await served.site.store.count()).toBe(before + 1);
      expect((await post("/api/lead/v1.0/", ofBytes(16385))).status).toBe(413);
      expect(await served.site.store.count()).toBe(before + 1);
    });

    test("answers 415 for another type, 400 without a key @clause:API-4", async () => {
      expect((await post("/api/lead/v1.0/", JSON.stringify(lead), { "Content-Type": "text/plain" })).status).toBe(415);
      const noKey = await fetch(`${served.base}/api/lead/v1.0/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(lead),
      });
      expect(noKey.status).toBe(400);
      expect(await served.site.store.count()).toBe(before);
    });

    // The lead base as the spec writes it, with its slash, and as the router also takes it, without: an API
    // address is no page for the site's one-address-per-page redirect to send elsewhere.
    test.each([
      ["GET", "/api/lead/v1.0/"],
      ["GET", "/api/lead/v1.0"],
      ["PUT", "/api/lead/v1.0/"],
      ["DELETE", "/api/lead/v1.0/"],
      ["GET", "/api/contact/v1.0"],
      ["PUT", "/api/contact/v1.0"],
      ["DELETE", "/api/contact/v1.0"],
    ])("answers 405 to %s on %s, naming POST, and stores nothing @clause:API-4", async (method, address) => {
      const response = await fetch(`${served.base}${address}`, {
        method,
        redirect: "manual",
        headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
        ...(method === "GET" ? {} : { body: JSON.stringify(address.includes("lead") ? lead : contact) }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await served.site.store.count()).toBe(before);
    });

    test.prop([hostileJson()], { numRuns: 150 })(
      "answers any hostile JSON with a clean 4xx and stores nothing @clause:API-4",
      async (payload) => {
        const count = await served.site.store.count();
        for (const address of ["/api/lead/v1.0/", "/api/contact/v1.0"]) {
          const response = await post(address, JSON.stringify(payload));
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toContain("application/json");
        }
        expect(await served.site.store.count()).toBe(count);
      },
    );

    test.prop([malformedJsonText()], { numRuns: 60 })(
      "answers malformed JSON with 400 and stores nothing @clause:API-4",
      async (text) => {
        const count = await served.site.store.count();
        const response = await post("/api/lead/v1.0/", text);
        expect(response.status).toBe(400);
        expect(await served.site.store.count()).toBe(count);
      },
    );

    test("answers a valid lead with an unknown field with 400 @clause:API-4", async () => {
      const response = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, admin: true }));
      expect(response.status).toBe(400);
    });
  });

  describe("the owner's export", () => {
    const exportOf = (query = "", authorization = `Bearer ${ADMIN}`) =>
      fetch(`${served.base}/api/admin/submissions.csv${query}`, { headers: { Authorization: authorization } });

    test("lists what was received as CSV, for the admin token only @clause:API-5", async () => {
      await post("/api/contact/v1.0", JSON.stringify({ ...contact, message: '=HYPERLINK("x") não abra isto' }));
      expect((await fetch(`${served.base}/api/admin/submissions.csv`)).status).toBe(401);
      expect((await exportOf("", "Bearer errado")).status).toBe(401);
      const response = await exportOf("?channel=contact&format=rfc4180");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      const csv = await response.text();
      expect(csv.split("\r\n")[0]).toMatch(/^id,recebido_em,canal,tipo,nome,email,celular/);
      expect(csv).toContain("João Silva");
      expect(csv).toContain("'=HYPERLINK");
      expect(csv).not.toContain("Ana Souza");
    });

    test("opens in a Brazilian spreadsheet by default: UTF-8 with BOM, semicolons, pt-BR dates @clause:API-5 @clause:API-13", async () => {
      await post("/api/lead/v1.0/", JSON.stringify({ ...lead, city: "São João; del-Rei" }));
      const bytes = Buffer.from(await (await exportOf("?channel=lead")).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = bytes.subarray(3).toString("utf8").split("\r\n");
      expect(header).toMatch(/^id;recebido_em;canal;tipo;nome;email;celular;uf;cidade/);
      const row = rows.find((line) => line.includes("São João")) ?? "";
      // 15:00 in Brasília on the stopped clock; the test-drive day as dd/mm/aaaa; a cell holding ";" is quoted.
      expect(row).toContain(";22/11/2026 15:00:00;lead;test-drive;Ana Souza;");
      expect(row).toContain(';"São João; del-Rei";');
      expect(row).toContain(";23/11/2026;");
      const plainBytes = Buffer.from(await (await exportOf("?channel=lead&format=rfc4180")).arrayBuffer());
      // Plain CSV for programs: no byte-order mark before the header.
      expect([...plainBytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
      expect(plainBytes.toString("utf8")).toMatch(/^id,recebido_em,canal,/);
      const plain = plainBytes.toString("utf8");
      expect(plain).toContain(",2026-11-22T18:00:00.000Z,lead,test-drive,Ana Souza,");
      expect(plain).toContain(",2026-11-23,");
      expect((await exportOf("?format=excel")).status).toBe(400);
    });

    test("takes the Bearer scheme in any letter case @clause:API-14", async () => {
      for (const scheme of ["bearer", "BEARER", "Bearer", "bEaReR"]) {
        expect((await exportOf("", `${scheme} ${ADMIN}`)).status).toBe(200);
      }
      expect((await exportOf("", `Basic ${ADMIN}`)).status).toBe(401);
      expect((await exportOf("", ADMIN)).status).toBe(401);
      // The token itself is a secret: in another letter case it is another token.
      expect((await exportOf("", `Bearer ${ADMIN.toLowerCase()}`)).status).toBe(401);
      expect((await exportOf("", `Bearer ${ADMIN.toUpperCase()}`)).status).toBe(401);
    });
  });

  describe("a reused idempotency key", () => {
    test("with another body: 422 in pt-BR, nothing stored @clause:API-3 @clause:API-10", async () => {
      const key = newKey();
      expect((await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key })).status).toBe(201);
      const count = await served.site.store.count();
      const other = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, name: "Outra Pessoa" }), {
        "Idempotency-Key": key,
      });
      expect(other.status).toBe(422);
      expect(((await other.json()) as { message: string }).message).toMatch(/já foi usada para outro envio/);
      expect(await served.site.store.count()).toBe(count);
    });

    test("with a body that differs only deep in its campaign or its visitor: 422, nothing stored @clause:API-10", async () => {
      const changes = [
        { ...lead.tracking, campaign: { ...lead.tracking.campaign, gclid: "outro-clique" } },
        { ...lead.tracking, campaign: { ...lead.tracking.campaign, source: "r_sociais" } },
        { ...lead.tracking, visitorId: "6b1d2c3e-4f50-4a61-8b72-9c8d7e6f5a4b" },
      ];
      for (const tracking of changes) {
        const key = newKey();
        expect((await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key })).status).toBe(201);
        const count = await served.site.store.count();
        const other = await post("/api/lead/v1.0/", JSON.stringify({ ...lead, tracking }), { "Idempotency-Key": key });
        expect(other.status, JSON.stringify(tracking)).toBe(422);
        expect(await served.site.store.count()).toBe(count);
      }
    });

    test("on the other channel: 422, nothing stored @clause:API-10", async () => {
      const key = newKey();
      expect((await post("/api/contact/v1.0", JSON.stringify(contact), { "Idempotency-Key": key })).status).toBe(201);
      const count = await served.site.store.count();
      const lead2 = await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key });
      expect(lead2.status).toBe(422);
      expect(await served.site.store.count()).toBe(count);
    });

    test("with the same body spaced and ordered otherwise: still the retry it is @clause:API-3", async () => {
      const key = newKey();
      expect((await post("/api/lead/v1.0/", JSON.stringify(lead), { "Idempotency-Key": key })).status).toBe(201);
      const reordered = JSON.stringify(Object.fromEntries(Object.entries(lead).reverse()), null, 2);
      expect((await post("/api/lead/v1.0/", reordered, { "Idempotency-Key": key })).status).toBe(200);
    });

    test("sent 20 times at once with 20 bodies: one stored, the rest refused @clause:API-10", async () => {
      const key = newKey();
      const count = await served.site.store.count();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await post("/api/contact/v1.0", JSON.stringify({ ...contact, city: `Cidade ${index}` }), {
            "Idempotency-Key": key,
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(19);
      expect(await served.site.store.count()).toBe(count + 1);
    });
  });

  describe("what a field may hold", () => {
    test.each([
      ["markup around the digits", "<b>(11) 98765-4321</b>"],
      ["a paragraph with a number in it", `Ligue para 11987654321 ${"por favor ".repeat(1500)}`],
      ["letters between the digits", "11 9876x-4321"],
      ["a landline", "(11) 3456-7890"],
    ])("the phone refuses %s @clause:API-2 @clause:API-11", async (_what, phone) => {
      const response = await post("/api/contact/v1.0", JSON.stringify({ ...contact, phone }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.phone).toMatch(/celular com DDD/);
    });

    test.each(["(11) 98765-4321", "11987654321", "+55 11 98765-4321", "11 98765 4321", "11.98765.4321"])(
      "the phone takes %s, a Brazilian mobile as people write it @clause:API-11",
      async (phone) => {
        expect((await post("/api/contact/v1.0", JSON.stringify({ ...contact, phone }))).status).toBe(201);
      },
    );

    test("the phone takes 22 characters, the leading + counted, and refuses 23 @clause:API-11", async () => {
      // "+55 (11)  98765-4321  ": 3 + 1 + 4 + 2 + 10 + 2 = 22 characters; one more space makes 23.
      const longest = "+55 (11)  98765-4321  ";
      expect(longest).toHaveLength(22);
      expect((await post("/api/contact/v1.0", JSON.stringify({ ...contact, phone: longest }))).status).toBe(201);
      const tooLong = `${longest} `;
      expect(tooLong).toHaveLength(23);
      const response = await post("/api/contact/v1.0", JSON.stringify({ ...contact, phone: tooLong }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.phone).toMatch(/celular com DDD/);
    });

    /** The contact message with `value` in `field` ("tracking.campaign.campanha" is the captured campaign's name). */
    const contactWith = (field: string, value: string) =>
      field === "tracking.campaign.campanha"
        ? { ...contact, tracking: { campaign: { campanha: value } } }
        : { ...contact, [field]: value };

    test.each([
      ["city", "São\u0000Paulo"],
      ["city", "São\u001bPaulo"],
      ["name", "Ana\u0007 Souza"],
      ["message", "Quero saber\u0000 o prazo de entrega."],
      ["tracking.campaign.campanha", "verao\u0000"],
    ])("%s refuses control characters @clause:API-12", async (field, value) => {
      const response = await post("/api/contact/v1.0", JSON.stringify(contactWith(field, value)));
      expect(response.status).toBe(400);
      const errors = ((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors;
      expect(errors[field]).toMatch(/caracteres invisíveis/);
    });

    test.each([
      // Line breaks and tabs are for messages only: on one line they are control characters like any other.
      ["city", "a line break", "São\nPaulo"],
      ["name", "a tab", "Ana\tSouza"],
      ["tracking.campaign.campanha", "a carriage return", "verao\r"],
      // DEL and the C1 controls (NEL here) are control characters as much as the C0 ones.
      ["city", "DEL", "São\u007fPaulo"],
      ["name", "a C1 control (NEL)", "Ana\u0085Souza"],
    ])("%s, a one-line field, refuses %s @clause:API-12", async (field, _what, value) => {
      const response = await post("/api/contact/v1.0", JSON.stringify(contactWith(field, value)));
      expect(response.status).toBe(400);
      const errors = ((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors;
      expect(errors[field]).toMatch(/caracteres invisíveis/);
    });

    test("a message keeps its line breaks @clause:API-12", async () => {
      const message = "Bom dia,\r\nquero saber o prazo de entrega.\n\tObrigado.";
      expect((await post("/api/contact/v1.0", JSON.stringify({ ...contact, message }))).status).toBe(201);
    });
  });

  describe("the forms and the API on the same payloads", () => {
    test.each(Object.values(FORMS))(
      "what the $name form sends for a complete form is accepted by the API @clause:API-1 @clause:FORM-10",
      async (definition) => {
        const checked = checkSubmission(definition, TYPED, TODAY, TRACKING);
        expect(checked).toMatchObject({ ok: true });
        if (!checked.ok) return;
        expect(checked.payload).toMatchObject({ phone: "(62) 98765-4321", tracking: TRACKING });
        if (definition.leadKind === "vip")
          expect(checked.payload).toMatchObject({ kind: "vip", modelSlug: "outlander" });
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
});

describe("the owner's export on a server given no ADMIN_TOKEN", () => {
  const served = servedForSuite("submissions-no-token", { submissionsPerMinute: 1_000_000 });

  test.each([
    ["no Authorization", undefined],
    ["a Bearer token", `Bearer ${ADMIN}`],
  ])("does not exist: 404 with %s @clause:API-5", async (_what, authorization) => {
    const response = await fetch(`${served.base}/api/admin/submissions.csv`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toContain("text/csv");
  });
});

/** A command's exit code and its output, read whole. */
function run(command: string, args: readonly string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: Buffer; stderr: string }>((resolve) => {
    execFile(
      command,
      args,
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: stderr.toString() }),
    );
  });
}

describe("`npm run submissions -- csv`", () => {
  test("prints what the server stored as the spreadsheet's CSV, a formula neutralised @clause:API-5 @clause:API-13 @clause:API-20", {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "submissions-command-"));
    try {
      const site = await createProductionServer({
        publicDir: dir,
        dataDir: dir,
        submissionsPerMinute: 1_000_000,
        clock: fixedClock("2026-11-22T15:00:00-03:00"),
      });
      try {
        const response = await fetch(`${await site.listen(0)}/api/contact/v1.0`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
          body: JSON.stringify({ ...contact, message: "=1+1 e não abra isto" }),
        });
        expect(response.status).toBe(201);
      } finally {
        await site.close();
      }
      // What `npm run submissions` runs (package.json: tsx scripts/submissions.ts), on the server's data
      // folder (DATA_DIR): run without npm, which writes its own banner to the same output.
      const { code, stdout, stderr } = await run(
        process.execPath,
        ["--import", "tsx", "scripts/submissions.ts", "csv"],
        { DATA_DIR: dir, DATABASE_URL: "" },
      );
      expect(code, stderr).toBe(0);
      expect([...stdout.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, row, ...rest] = stdout.subarray(3).toString("utf8").split("\r\n");
      expect(header).toMatch(/^id;recebido_em;canal;tipo;nome;email;celular;uf;cidade/);
      expect(row).toMatch(/^1;22\/11\/2026 15:00:00;contact;contato;João Silva;joao@example\.com;/);
      // A cell a spreadsheet would run as a formula starts with an apostrophe.
      expect(row).toContain(";'=1+1 e não abra isto;");
      expect(row).not.toMatch(/;=1\+1/);
      expect(rest).toEqual([""]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the rate limit", () => {
  test("answers 429 with Retry-After past the limit per address @clause:API-4", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "submissions-limit-"));
    const limited = await createProductionServer({ publicDir: dir, dataDir: dir, submissionsPerMinute: 3 });
    const address = await limited.listen(0);
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${address}/api/contact/v1.0`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
          body: JSON.stringify(contact),
        });
        statuses.push(response.status);
        if (response.status === 429) expectWithinAMinute(response.headers.get("retry-after"));
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(await limited.store.count()).toBe(3);
    } finally {
      await limited.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the API's day is Brasília's, as the form's is @clause:API-1", () => {
  // Brasília is UTC−3: from 21:00 its day and UTC's differ. The form offers a test drive from its visitor's
  // tomorrow; the API must accept the same day at any hour, and follow the calendar as the server runs on.
  let time = new Date("2026-11-22T22:30:00-03:00").getTime();
  const served = servedForSuite("submissions-day", {
    submissionsPerMinute: 1_000_000,
    clock: { now: () => new Date(time) },
  });

  const testDriveOn = (preferredDate: string) =>
    fetch(`${served.base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": newKey() },
      body: JSON.stringify({ ...lead, preferredDate }),
    }).then((response) => response.status);

  test("at 22:30 in Brasília the next day is tomorrow, and after midnight it is today", async () => {
    // The visitor's browser in Brazil reads 22 November: its form takes the 23rd.
    expect(checkSubmission(FORMS["test-drive"], { ...TYPED, preferredDate: TOMORROW }, TODAY, TRACKING).ok).toBe(true);
    expect(await testDriveOn(TOMORROW)).toBe(201);
    expect(await testDriveOn(TODAY)).toBe(400);
    time = new Date("2026-11-23T00:30:00-03:00").getTime();
    expect(await testDriveOn(TOMORROW)).toBe(400);
    expect(await testDriveOn("2026-11-24")).toBe(201);
  });
});
