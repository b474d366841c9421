import { describe, expect, test } from "vitest";
import { ContactMessageSchema } from "../../contracts/contact-message";
import { leadSchema } from "../../contracts/lead";
import { fixedClock } from "../../shared/clock";
import { servedForSuite } from "./support/served";
import { CONTACT_MESSAGE } from "./support/submissions";

/**
 * Every 400 of the submissions is for a Brazilian visitor or integrator: one
 * bad value per field, each answered in pt-BR, with no English of the schema
 * library, no pattern and no type name. Before issue 14 an unknown field read
 * "Unrecognized key", a wrong kind "Invalid option", the city code showed its regex.
 */

const served = servedForSuite("validation-language", {
  submissionsPerMinute: 1_000_000,
  clock: fixedClock("2026-11-22T15:00:00-03:00"),
});

const lead = {
  kind: "test-drive",
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "(62) 98765-4321",
  state: "GO",
  city: "Catalão",
  cityId: "5205109",
  modelSlug: "pajero-sport",
  dealerId: "cerrado-mitsubishi-catalao",
  preferredDate: "2026-11-23",
  message: "Prefiro de manhã.",
  consent: true,
  tracking: {
    campaign: { source: "google", campanha: "verao", gclid: "abc", fbclid: "def" },
    visitorId: "0f8c7a52-1c4e",
  },
};
const contact = CONTACT_MESSAGE;

/** Words and signs of zod's English messages and of schema internals. */
const NOT_PT_BR =
  /\b(invalid|expected|received|unrecognized|unknown|option|must|should|string|number|boolean|object|array|required|missing|too|long|short|empty|input|match|pattern|regex|fields?|values?|allowed|the|is|are|not|characters)\b|\/\^|\$\/|\\d/i;

function looksPtBr(message: string): void {
  expect(message).not.toMatch(NOT_PT_BR);
  // A sentence: capital first, full stop at the end, at least one word with a pt-BR letter or a common pt-BR word.
  expect(message).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*[.]$/);
}

/** One bad value for each field, and a value of the wrong type for each. */
const BAD_VALUES: Array<[string, string, Record<string, unknown>]> = [
  ["lead", "kind", { kind: "orcamento" }],
  ["lead", "name", { name: "4n4 <b>" }],
  ["lead", "email", { email: "ana@" }],
  ["lead", "phone", { phone: "<b>11 98765-4321</b>" }],
  ["lead", "state", { state: "XX" }],
  ["lead", "city", { city: "C\u0000" }],
  ["lead", "cityId", { cityId: "52a5109" }],
  ["lead", "modelSlug", { modelSlug: "Pajero Sport!" }],
  ["lead", "dealerId", { dealerId: "../x" }],
  ["lead", "preferredDate", { preferredDate: "2027-13-01" }],
  ["lead", "message", { message: "x".repeat(1001) }],
  ["lead", "consent", { consent: "sim" }],
  ["lead", "tracking", { tracking: "google" }],
  ["lead", "tracking.campaign", { tracking: { campaign: [] } }],
  ["lead", "tracking.campaign.source", { tracking: { campaign: { source: "bing" } } }],
  ["lead", "tracking.campaign.gclid", { tracking: { campaign: { gclid: "" } } }],
  ["lead", "tracking.visitorId", { tracking: { campaign: {}, visitorId: "<script>" } }],
  ["lead", "admin", { admin: true }],
  ["lead", "tracking.campaign.utm_medium", { tracking: { campaign: { utm_medium: "cpc" } } }],
  ["lead", "name", { name: 42 }],
  ["lead", "preferredDate", { preferredDate: 20261123 }],
  ["lead", "message", { message: ["oi"] }],
  ["lead", "cityId", { cityId: 5205109 }],
  ["contact", "name", { name: "Jo\u0007ão" }],
  ["contact", "email", { email: "joao@exemplo" }],
  ["contact", "phone", { phone: null }],
  ["contact", "state", { state: 35 }],
  ["contact", "city", { city: "S" }],
  ["contact", "cityId", { cityId: "355030" }],
  ["contact", "subject", { subject: "reclamacao-grave" }],
  ["contact", "message", { message: "curta" }],
  ["contact", "consent", { consent: false }],
  ["contact", "tracking", { tracking: null }],
  ["contact", "tracking.extra", { tracking: { campaign: {}, extra: 1 } }],
  ["contact", "origem", { origem: "site" }],
];

describe("the bad values", () => {
  // Read from the contracts, so a field added to a form cannot escape this test.
  test.each([
    ["lead", Object.keys(leadSchema("2026-11-22").shape)],
    ["contact", Object.keys(ContactMessageSchema.shape)],
  ])("name every field of the %s contract @clause:API-16", (channel, fields) => {
    const tried = new Set(BAD_VALUES.filter(([c]) => c === channel).map(([, field]) => field.split(".")[0]));
    expect(fields.filter((field) => !tried.has(field))).toEqual([]);
  });
});

describe("every 400 of the submissions", () => {
  test.each(BAD_VALUES)(
    "%s: a bad %s is refused in pt-BR @clause:API-16 @clause:API-2",
    async (channel, field, change) => {
      const body = channel === "lead" ? { ...lead, ...change } : { ...contact, ...change };
      const response = await fetch(`${served.base}${channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0"}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `idioma-${field.replace(/[^a-z]/gi, "-")}-0123456789abcdef`,
        },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
      looksPtBr(answer.message);
      expect(Object.keys(answer.fieldErrors)).toContain(field);
      for (const message of Object.values(answer.fieldErrors)) looksPtBr(message);
    },
  );

  test.each([
    ["lead", { admin: true, origem: "site" }],
    ["contact", { tracking: { campaign: { utm_medium: "cpc", utm_term: "suv" } } }],
  ])("%s: several unknown fields at once are named in pt-BR @clause:API-16", async (channel, change) => {
    const body = channel === "lead" ? { ...lead, ...change } : { ...contact, ...change };
    const response = await fetch(`${served.base}${channel === "lead" ? "/api/lead/v1.0/" : "/api/contact/v1.0"}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `idioma-varios-${channel}-0123456789abcdef` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    looksPtBr(answer.message);
    expect(Object.keys(answer.fieldErrors).length).toBeGreaterThan(0);
    for (const message of Object.values(answer.fieldErrors)) looksPtBr(message);
  });

  test.each([
    ["no key", {}, "{}"],
    ["not JSON", { "Idempotency-Key": "idioma-json-0123456789" }, "{nome: Ana"],
    ["a prototype key", { "Idempotency-Key": "idioma-proto-0123456789" }, '{"__proto__": {"admin": true}}'],
  ])("with %s is refused in pt-BR @clause:API-16 @clause:API-4", async (_what, headers, body) => {
    const response = await fetch(`${served.base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });
    expect(response.status).toBe(400);
    looksPtBr(((await response.json()) as { message: string }).message);
  });
});
