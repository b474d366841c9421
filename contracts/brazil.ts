/**
 * Brazilian facts the forms validate against: the 27 federative units and the
 * phone numbering plan (ANATEL). Plain data and small rules, shared by the
 * forms in the browser, the dealer finder and the reference API; free of zod,
 * so a page that masks a phone or names a state loads no schema library (the
 * schemas built on these rules are in submission.ts).
 */

export const STATES = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
} as const;
export type StateCode = keyof typeof STATES;
export const STATE_CODES = Object.keys(STATES) as StateCode[];

/**
 * The IBGE code of each state: the first two digits of the seven-digit code of
 * every municipality in it (3550308, São Paulo, is in state 35, SP).
 */
export const IBGE_STATE_CODES: Readonly<Record<StateCode, number>> = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
};

const STATE_BY_IBGE_CODE = new Map(Object.entries(IBGE_STATE_CODES).map(([state, code]) => [code, state as StateCode]));

/** The state of a municipality from its IBGE code (its first two digits); undefined when no state has them. */
export function stateOfMunicipality(ibgeCode: number | string): StateCode | undefined {
  const code = String(ibgeCode);
  if (!/^\d{7}$/.test(code)) return undefined;
  return STATE_BY_IBGE_CODE.get(Number(code.slice(0, 2)));
}

/** Whether a text is one of the 27 state abbreviations ("SP"), for values read from elsewhere. */
export function isStateCode(text: unknown): text is StateCode {
  return typeof text === "string" && Object.hasOwn(STATES, text);
}

/** The area codes (DDD) in use in Brazil. */
export const AREA_CODES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** The digits of a phone number as typed ("(11) 98765-4321", "+55 11 98765 4321"), without the country code. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 13 && digits.startsWith("55") ? digits.slice(2) : digits;
}

/**
 * A phone as people write it: digits and the mask's characters only (spaces,
 * parentheses, hyphens, dots, a leading +), no longer than "+55 (11) 98765-4321"
 * with room for doubled spaces. Anything else (markup around the digits, a
 * paragraph with a number in it) is not a phone, whatever digits it holds.
 */
const WRITTEN_PHONE = /^\+?[0-9 ().-]{8,22}$/;

/** A Brazilian mobile number: a DDD in use, then nine digits starting with 9, written with digits and the mask only. */
export function isMobilePhone(text: string): boolean {
  if (!WRITTEN_PHONE.test(text)) return false;
  const digits = phoneDigits(text);
  return /^\d{2}9\d{8}$/.test(digits) && AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** A Brazilian landline: a DDD in use, then eight digits starting with 2 to 5. */
export function isLandline(text: string): boolean {
  if (!WRITTEN_PHONE.test(text)) return false;
  const digits = phoneDigits(text);
  return /^\d{2}[2-5]\d{7}$/.test(digits) && AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** "1130000101" → "(11) 3000-0101", a mobile number as formatMobilePhone; anything else as written. */
export function formatPhone(text: string): string {
  if (!isLandline(text)) return formatMobilePhone(text);
  const digits = phoneDigits(text);
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
}

/** "11987654321" → "(11) 98765-4321"; anything that is not a mobile number is returned as typed. */
export function formatMobilePhone(text: string): string {
  const digits = phoneDigits(text);
  if (!/^\d{11}$/.test(digits)) return text;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** The pt-BR input mask of a mobile number while it is typed: "(11) 9876", "(11) 98765-43". */
export function maskMobilePhone(text: string): string {
  const digits = phoneDigits(text).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}
