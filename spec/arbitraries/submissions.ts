import { getAreaCodeInfo } from "@brazilian-utils/brazilian-utils";
import { fc } from "@fast-check/vitest";
import { STATE_CODES } from "../../contracts/brazil-states";
import { LEAD_KINDS } from "../../contracts/lead";

/**
 * The area codes (DDD) in use in Brazil, from a source of their own (brazilian-utils' table of DDDs and
 * their states), not from the list the site checks against: a DDD dropped from that list would be
 * dropped from the numbers generated to test it too.
 */
export const AREA_CODES_IN_USE: readonly number[] = Array.from({ length: 90 }, (_, index) => index + 10).filter(
  (code) => getAreaCodeInfo(code) !== null,
);

/** Brazilian mobile numbers as people type them: a DDD in use, 9, eight digits, with or without the mask. */
export const mobilePhone = () =>
  fc
    .record({
      ddd: fc.constantFrom(...AREA_CODES_IN_USE),
      rest: fc.string({ unit: fc.constantFrom(..."0123456789".split("")), minLength: 8, maxLength: 8 }),
      masked: fc.boolean(),
    })
    .map(({ ddd, rest, masked }) => (masked ? `(${ddd}) 9${rest.slice(0, 4)}-${rest.slice(4)}` : `${ddd}9${rest}`));

/** Anything a visitor might type or paste into a phone field: digits, mask characters, letters, spaces. */
export const typedPhone = () => fc.string({ unit: fc.constantFrom(..."0123456789()- +9abc".split("")), maxLength: 24 });

/** Full names: one to four words of pt-BR letters, accents included. */
export const fullName = () =>
  fc
    .array(
      fc.string({ unit: fc.constantFrom(..."abcdefghijlmnoprstuvzáéíóúãõçâê".split("")), minLength: 2, maxLength: 10 }),
      { minLength: 2, maxLength: 4 },
    )
    .map((words) => words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(" "));

/**
 * A message as people write it: words on one or more lines, a tab now and then (a message keeps its line
 * breaks and tabs), of `minLength` to a few hundred characters once trimmed.
 */
const writtenMessage = (minLength: number) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom("Quero", "saber", "o", "prazo", "de", "entrega", "do", "Outlander", "à", "vista", "revisão"),
        fc.constantFrom(" ", " ", " ", "\n", "\r\n", "\t"),
      ),
      { minLength: 1, maxLength: 40 },
    )
    .map((words) => `Olá, ${words.map(([word, gap]) => `${word}${gap}`).join("")}obrigado.`)
    .filter((message) => message.trim().length >= minLength);

/**
 * What every form may send beside its own fields, as the site captures it: sometimes the city's IBGE code
 * (seven digits), and a campaign with any of its parameters (a click id or campaign name of 1 to 512
 * characters, the source google or r_sociais) and sometimes the visitor id the site makes (a UUID).
 */
const contactExtras = () =>
  fc.record(
    {
      cityId: fc.constantFrom("3550308", "5208707", "5205109", "4314902"),
      tracking: fc.record(
        {
          campaign: fc.record(
            {
              source: fc.constantFrom("google" as const, "r_sociais" as const),
              campanha: fc.constantFrom("verao", "lancamento-outlander-2027", "x"),
              gclid: fc.constantFrom("Cj0KCQjw-abc_123", "EAIaIQobChMI"),
              fbclid: fc.constantFrom("IwAR2xYz", "fb.1.1700000000.abc"),
            },
            { requiredKeys: [] },
          ),
          visitorId: fc.uuid(),
        },
        { requiredKeys: ["campaign"] },
      ),
    },
    { requiredKeys: ["tracking"] },
  );

/**
 * A valid lead of any kind for the given day (a test drive gets a bookable date), with or without each
 * optional field: the city's IBGE code, a dealer, a message, the campaign's parameters and the visitor id.
 */
export const validLead = (tomorrow: string) =>
  fc
    .record({
      kind: fc.constantFrom(...LEAD_KINDS),
      name: fullName(),
      email: fc.constantFrom("ana@exemplo.com.br", "joao.silva@example.com", "m+carros@mail.co"),
      phone: mobilePhone(),
      state: fc.constantFrom(...STATE_CODES),
      city: fc.constantFrom("São Paulo", "Goiânia", "Catalão", "Porto Alegre"),
      modelSlug: fc.constantFrom("pajero-sport", "outlander", "l200-triton-sport"),
      consent: fc.constant(true as const),
      optional: fc.record(
        {
          dealerId: fc.constantFrom("cerrado-mitsubishi-catalao", "mitsubishi-morumbi", "sp1"),
          // A lead's message may be empty (up to 1000 characters).
          message: fc.oneof(fc.constant(""), writtenMessage(0)),
        },
        { requiredKeys: [] },
      ),
      extras: contactExtras(),
    })
    .map(({ optional, extras, ...lead }) => ({ ...lead, ...optional, ...extras }))
    .map((lead) => (lead.kind === "test-drive" ? { ...lead, preferredDate: tomorrow } : lead));

/** A valid message to customer service: a subject of the form's list, a message of 10 to 2000 characters. */
export const validContactMessage = () =>
  fc
    .record({
      name: fullName(),
      email: fc.constantFrom("ana@exemplo.com.br", "joao.silva@example.com", "m+carros@mail.co"),
      phone: mobilePhone(),
      state: fc.constantFrom(...STATE_CODES),
      city: fc.constantFrom("São Paulo", "Goiânia", "Catalão", "Porto Alegre"),
      subject: fc.constantFrom("duvida", "pos-venda", "elogio", "reclamacao", "outro"),
      message: writtenMessage(10),
      consent: fc.constant(true as const),
      extras: contactExtras(),
    })
    .map(({ extras, ...message }) => ({ ...message, ...extras }));

/**
 * Hostile bodies: any JSON value, objects with unknown or wrongly typed fields,
 * huge strings and markup, as a script or a broken client would send.
 */
export const hostileJson = () =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc.record({
      kind: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      name: fc.oneof(fc.string({ maxLength: 3000 }), fc.constant("<script>alert(1)</script>"), fc.integer()),
      email: fc.oneof(fc.string(), fc.constant("a@b")),
      phone: fc.oneof(fc.string(), fc.constant("(11) 1234-5678")),
      consent: fc.oneof(fc.boolean(), fc.string(), fc.constant("true")),
      extra: fc.jsonValue(),
    }),
  );

/** Bodies that are not JSON at all. */
export const malformedJsonText = () =>
  fc.oneof(
    fc.string().filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
    fc.constant("{"),
    fc.constant('{"name": "Ana",}'),
  );
