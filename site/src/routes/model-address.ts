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

/**
 * The spec's one exception: the model 'All new Triton' lives at /picapes/new-triton.
 * The Brazilian catalogue calls that pickup 'Nova Triton' (its pt-BR name), so
 * both names lead to the same page (README, Decisions). Names compare in pt-BR
 * lower case, so "All New Triton" is the same model.
 */
const ADDRESS_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ["all new triton", "/picapes/new-triton"],
  ["nova triton", "/picapes/new-triton"],
]);

export function modelAddress(model: Pick<VehicleModel, "name" | "bodystyleName">): string {
  return (
    ADDRESS_EXCEPTIONS.get(model.name.trim().toLocaleLowerCase("pt-BR")) ??
    `/${slugify(model.bodystyleName)}/${slugify(model.name)}`
  );
}

/** The last segment of a model's address: what the catalogue's `slug` field must say. */
export function modelSlug(model: Pick<VehicleModel, "name" | "bodystyleName">): string {
  return modelAddress(model).split("/").at(-1) ?? "";
}

/** Where a version of a model is shown: its model page, anchored at the trim. */
export function trimAnchor(trim: { id: string }): string {
  return trim.id;
}

export function trimAddress(model: Pick<VehicleModel, "name" | "bodystyleName">, trim: { id: string }): string {
  return `${modelAddress(model)}#${trimAnchor(trim)}`;
}
