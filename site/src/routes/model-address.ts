import type { VehicleModel } from "../../../contracts/vehicle-model";

/**
 * The address of a model page (source spec §2 "Model pages"):
 * /{body style slug}/{model slug}, lower-cased in the pt-BR locale.
 */

/** Lower-case in pt-BR, strip accents, and keep only letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase("pt-BR")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The spec's one exception: the model 'All new Triton' lives at /picapes/new-triton. */
const ADDRESS_EXCEPTIONS: Readonly<Record<string, string>> = {
  "All new Triton": "/picapes/new-triton",
};

export function modelAddress(model: Pick<VehicleModel, "name" | "bodystyleName">): string {
  return ADDRESS_EXCEPTIONS[model.name] ?? `/${slugify(model.bodystyleName)}/${slugify(model.name)}`;
}
