import { expect } from "vitest";

/** A quote request (lead) valid against the contract: what the server's tests send to the lead channel. */
export const QUOTE_LEAD = {
  kind: "cotacao",
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone: "(62) 98765-4321",
  state: "GO",
  city: "Catalão",
  modelSlug: "pajero-sport",
  consent: true,
  tracking: { campaign: {} },
} as const;

/**
 * A contact message a visitor in São Paulo sends, valid against the contract: the one body the server's
 * tests send to the contact channel (rate limit, validation language, the API) and vary one field of.
 */
export const CONTACT_MESSAGE = {
  name: "João Silva",
  email: "joao@example.com",
  phone: "11987654321",
  state: "SP",
  city: "São Paulo",
  subject: "duvida",
  message: "Quero saber o prazo de entrega do Pajero Sport.",
  consent: true,
  tracking: { campaign: {} },
} as const;

/** A limit "per client and minute" (API-4, API-15) is waited out within a minute: whole seconds, 1 to 60. */
export function expectWithinAMinute(retryAfter: string | null): void {
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
}
