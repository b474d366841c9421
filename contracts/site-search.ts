import * as z from "zod/mini";

/**
 * The header search's index (source spec §4: "Opening a menu or search…"):
 * the models and the pages of the site by name, written by the build into one
 * JSON file that the browser fetches only when the search opens.
 */

/** Where the built site serves the index. */
export const SITE_SEARCH_PATH = "/data/busca.json";

export const SiteSearchKindSchema = z.enum(["model", "page"]);
export type SiteSearchKind = z.infer<typeof SiteSearchKindSchema>;

export const SiteSearchEntrySchema = z.object({
  /** The name the visitor searches and sees ("L200 Triton Sport Savana", "Ofertas"). */
  label: z.string().check(z.minLength(1)),
  /** A site path, with a hash when the entry is a version on its model's page. */
  path: z.string().check(z.regex(/^\/[^\s]*$/)),
  kind: SiteSearchKindSchema,
});
export type SiteSearchEntry = z.infer<typeof SiteSearchEntrySchema>;

export const SiteSearchIndexSchema = z.object({
  entries: z.array(SiteSearchEntrySchema),
});
export type SiteSearchIndex = z.infer<typeof SiteSearchIndexSchema>;
