import * as z from "zod/mini";
import { parseStoredJson } from "./stored-json";

/**
 * The visitor's city, kept in the browser's local storage under the key
 * `location` (source spec §3 "Location", §4). The browser reads it at first
 * load, so the schema uses `zod/mini` to keep the first-load script small.
 */
export const LocationSchema = z.object({
  /** Whether the city-selection modal is showing. */
  isOpened: z.boolean(),
  /** The IBGE code of the chosen municipality (seven digits, for example 3550308 for São Paulo). */
  id: z.int().check(z.gte(1_000_000), z.lte(9_999_999)),
  /** The city's name as the header shows it ("Estou em {cityName}"). */
  cityName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
});
export type Location = z.infer<typeof LocationSchema>;

/**
 * The stored location, or null when there is none or it cannot be trusted
 * (not JSON, or not a location): odd storage never crashes the page.
 */
export function parseStoredLocation(stored: string | null | undefined): Location | null {
  return parseStoredJson(LocationSchema, stored);
}
