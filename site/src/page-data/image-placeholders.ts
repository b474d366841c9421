import type { BasePageContext } from "./page-context";

/** Every string of a context (its fields, lists and nested objects). */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) yield* stringsOf(item);
}

/**
 * A page's context with the placeholder colour of each drawing it names: image
 * ids are the drawings' own names, so any string of the context that names a
 * drawing is an image the page may show. The page carries only its own.
 */
export function withImagePlaceholders<Context extends BasePageContext>(
  context: Context,
  colours: Readonly<Record<string, string>>,
): Context {
  const imagePlaceholders: Record<string, string> = {};
  for (const text of stringsOf(context)) {
    const colour = colours[text];
    if (colour !== undefined) imagePlaceholders[text] = colour;
  }
  return { ...context, imagePlaceholders };
}
