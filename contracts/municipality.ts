import * as z from "zod/mini";

/**
 * The Brazilian municipalities the city selection searches (source spec §4,
 * "Location"): every IBGE municipality, written by the build into one compact
 * JSON file that the browser fetches only when the city selection opens.
 * `zod/mini` because the browser parses it.
 */

/** Where the built site serves the list. */
export const MUNICIPALITIES_PATH = "/data/municipios.json";

/** The two-letter abbreviation of a Brazilian state (UF): "SP", "RJ"… */
export const StateCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

/** One municipality as the file stores it: [IBGE code, name, state], to keep 5,570 entries small. */
export const StoredMunicipalitySchema = z.tuple([
  z.int().check(z.gte(1_000_000), z.lte(9_999_999)),
  z.string().check(z.minLength(1), z.maxLength(80)),
  StateCodeSchema,
]);
export type StoredMunicipality = z.infer<typeof StoredMunicipalitySchema>;

export const MunicipalityFileSchema = z.object({
  /** Where the names and codes come from, for whoever opens the file. */
  source: z.string(),
  municipalities: z.array(StoredMunicipalitySchema).check(z.minLength(1)),
});
export type MunicipalityFile = z.infer<typeof MunicipalityFileSchema>;

/** A municipality as the site uses it. */
export interface Municipality {
  /** The seven-digit IBGE code, the `id` of the stored location. */
  id: number;
  name: string;
  state: string;
}

export function municipalityOf([id, name, state]: StoredMunicipality): Municipality {
  return { id, name, state };
}
