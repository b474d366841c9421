import * as z from "zod/mini";
import { parseStoredJson } from "./stored-json";

/**
 * The visitor's favourite deals, kept in local storage under `favoriteDeals`
 * beside the location (source spec §3: the key is defined, its use is not
 * shown). The project keeps deal ids, most recent first, at most 50.
 */
export const FAVORITE_DEALS_LIMIT = 50;

export const FavoriteDealsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(FAVORITE_DEALS_LIMIT));
export type FavoriteDeals = z.infer<typeof FavoriteDealsSchema>;

/** The stored favourites; none when nothing is stored or it cannot be trusted. */
export function parseStoredFavoriteDeals(stored: string | null | undefined): FavoriteDeals {
  return parseStoredJson(FavoriteDealsSchema, stored) ?? [];
}
