import {
  MUNICIPALITIES_PATH,
  type Municipality,
  MunicipalityFileSchema,
  municipalityOf,
} from "../../../contracts/municipality";
import { type Searchable, searchable } from "../search/find-by-name";

/**
 * Every IBGE municipality, fetched the first time the city selection needs it
 * (the list is large, so it is never part of a page's first load).
 */
let loading: Promise<Searchable<Municipality>[]> | undefined;

export function loadMunicipalities(): Promise<Searchable<Municipality>[]> {
  loading ??= fetch(MUNICIPALITIES_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${MUNICIPALITIES_PATH} answered ${response.status}`);
      return response.json();
    })
    .then((body: unknown) => {
      const file = MunicipalityFileSchema.parse(body);
      return searchable(file.municipalities.map(municipalityOf), (municipality) => municipality.name);
    })
    .catch((error: unknown) => {
      // The next opening tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
