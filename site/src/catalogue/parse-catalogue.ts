import type { z } from "zod";
import { type VehicleModel, VehicleModelSchema } from "../../../contracts/vehicle-model";

/** A catalogue entry that does not match its contract; the message names the entry and the field. */
export class CatalogueError extends Error {
  override name = "CatalogueError";
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `field "${issue.path.map(String).join(".") || "(entry)"}": ${issue.message}`).join("; ");
}

/** Parses every entry of a list, naming the first invalid one by its name (or index) and its fields. */
export function parseEntries<T>(kind: string, schema: z.ZodType<T>, entries: readonly unknown[]): T[] {
  return entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    const name = (entry as { name?: unknown } | null)?.name;
    const label = typeof name === "string" ? `"${name}" (${kind}[${index}])` : `${kind}[${index}]`;
    throw new CatalogueError(`Invalid catalogue entry ${label}: ${describeIssues(result.error.issues)}`);
  });
}

export function parseModels(entries: readonly unknown[]): VehicleModel[] {
  return parseEntries("models", VehicleModelSchema, entries);
}
