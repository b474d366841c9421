import { isStateCode } from "../../../contracts/brazil-states";
import { CONTACT_SUBJECTS } from "../../../contracts/contact-subjects";
import type { FormDraft } from "../../../contracts/form-draft";
import { maskMobilePhone } from "../../../contracts/phone-writing";
import type { FormValues } from "./form-definitions";

/**
 * A draft put back into a form. The draft's shape was checked by its contract;
 * here each value must also fit its field today (a model still offered, a
 * dealer still listed, a state that exists), or the field keeps what it has:
 * an edited or stale draft never puts a value in a field that cannot hold it.
 */

/** What the form's lists offer. */
export interface FormChoices {
  modelSlugs: readonly string[];
  dealerIds: readonly string[];
}

type Restorable = Exclude<keyof FormValues, "consent">;

/** The value a field takes from the draft, or undefined when the field cannot hold it. */
function fitting(field: Restorable, value: string, choices: FormChoices): string | undefined {
  switch (field) {
    case "modelSlug":
      return choices.modelSlugs.includes(value) ? value : undefined;
    case "dealerId":
      return choices.dealerIds.includes(value) ? value : undefined;
    case "state":
      return isStateCode(value) ? value : undefined;
    case "subject":
      return Object.hasOwn(CONTACT_SUBJECTS, value) ? value : undefined;
    case "cityId":
      return /^\d{7}$/.test(value) ? value : undefined;
    case "preferredDate":
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
    case "phone":
      return maskMobilePhone(value);
    default:
      return value;
  }
}

/**
 * The values with the draft's put back: every non-empty value of the draft
 * that fits its field, except in fields the visitor changed meanwhile.
 */
export function restoredValues(
  current: FormValues,
  draft: FormDraft["values"] | undefined,
  choices: FormChoices,
  changedByVisitor: ReadonlySet<keyof FormValues> = new Set(),
): FormValues {
  if (!draft) return current;
  const next = { ...current };
  for (const [field, value] of Object.entries(draft) as Array<[Restorable, string | undefined]>) {
    if (value === undefined || value === "" || changedByVisitor.has(field) || !Object.hasOwn(current, field)) continue;
    const restored = fitting(field, value, choices);
    if (restored !== undefined) next[field] = restored;
  }
  // The IBGE code goes with the city it was prefilled for; a city without one stands alone.
  if (next.city !== current.city && (draft.cityId ?? "") === "") next.cityId = "";
  return next;
}
