import * as z from "zod/mini";

/**
 * What browser storage holds under a key, read with its contract: the value,
 * or null when there is none or it cannot be trusted (not JSON, or not of the
 * contract's shape). Storage can be edited by hand or by other scripts, so odd
 * values never crash the page; they count as nothing stored.
 */
export function parseStoredJson<Schema extends z.ZodMiniType>(
  schema: Schema,
  stored: string | null | undefined,
): z.infer<Schema> | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const result = z.safeParse(schema, value);
  return result.success ? result.data : null;
}
