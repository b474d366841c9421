import type { BrandEvent } from "../../../contracts/event";
import { slugify } from "./model-address";

/** The page of a brand-world event: /mundo-mit/{slug of its name} ("Mitsubishi Cup" → /mundo-mit/mitsubishi-cup). */
export function eventAddress(event: Pick<BrandEvent, "name">): string {
  return `/mundo-mit/${slugify(event.name)}`;
}
