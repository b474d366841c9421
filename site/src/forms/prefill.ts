import { type StateCode, stateOfMunicipality } from "../../../contracts/brazil-states";
import type { Location } from "../../../contracts/location";

/**
 * What a form knows before the visitor types: the model of the page that
 * linked to it, and the city the visitor chose in the header.
 */

/** The query parameter of the agreed links to the forms: `/informacoes-pre-atendimento/cotacao?modelo={slug}`. */
export const MODEL_PARAM = "modelo";

/** The model a link asked for, when it names one of the form's models (letter case and spaces aside); else none. */
export function modelFromQuery(search: string, slugs: readonly string[]): string | undefined {
  const asked = new URLSearchParams(search).get(MODEL_PARAM)?.trim().toLowerCase();
  return asked ? slugs.find((slug) => slug === asked) : undefined;
}

/** The visitor's place as a form fills it in. */
export interface Place {
  state: StateCode;
  city: string;
  /** The IBGE code, as text (the payload's `cityId`). */
  cityId: string;
}

/** The place of the stored location: the state follows from the IBGE code's first two digits. */
export function placeOfLocation(location: Location | null): Place | undefined {
  if (!location) return undefined;
  const state = stateOfMunicipality(location.id);
  return state ? { state, city: location.cityName, cityId: String(location.id) } : undefined;
}
