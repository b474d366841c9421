/**
 * Brazil's 27 federative units: names, abbreviations and IBGE codes. Plain
 * data and small rules, shared by the forms in the browser, the dealer finder
 * and the reference API; free of zod, so a page that names a state loads no
 * schema library (the schemas built on these rules are in submission.ts). The
 * phone numbering plan is its own module (./phone-numbering.ts), so that a
 * form's first load, which names states, does not carry it.
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
