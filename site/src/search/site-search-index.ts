import { SITE_SEARCH_PATH, type SiteSearchEntry, SiteSearchIndexSchema } from "../../../contracts/site-search";
import { type Searchable, searchable } from "./find-by-name";

/** The header search's index, fetched the first time the search opens (never part of a page's first load). */
let loading: Promise<Searchable<SiteSearchEntry>[]> | undefined;

export function loadSiteSearchIndex(): Promise<Searchable<SiteSearchEntry>[]> {
  loading ??= fetch(SITE_SEARCH_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SITE_SEARCH_PATH} answered ${response.status}`);
      return response.json();
    })
    .then((body: unknown) => searchable(SiteSearchIndexSchema.parse(body).entries, (entry) => entry.label))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
