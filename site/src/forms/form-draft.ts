import type { FormDraft } from "../../../contracts/form-draft";
import { formDraftKey } from "../../../contracts/storage-keys";
import type { FormName, FormValues } from "./form-definitions";

/**
 * Where a form keeps its draft: session storage, so it lasts as long as the
 * visit (a reload, a look at the privacy policy) and no longer. Storage that
 * throws (blocked by the visitor) costs the draft, never the form.
 */

/** A getter, because merely reading `window.sessionStorage` throws when storage is blocked. */
export type SessionStorage = () => Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The draft as stored, unparsed (its schema loads only when there is one); null when none or unreadable. */
export function readDraftText(storage: SessionStorage, form: FormName): string | null {
  try {
    return storage().getItem(formDraftKey(form));
  } catch {
    return null;
  }
}

/** What a draft keeps of the form: every typed value but the consent, which the visitor gives each time. */
export function draftOf(values: FormValues, pending?: FormDraft["pending"]): FormDraft {
  const { consent: _consent, ...typed } = values;
  return pending ? { values: typed, pending } : { values: typed };
}

export function saveDraft(storage: SessionStorage, form: FormName, draft: FormDraft): void {
  try {
    storage().setItem(formDraftKey(form), JSON.stringify(draft));
  } catch (error) {
    console.warn("[forms] Could not keep the form's draft in session storage.", error);
  }
}

export function clearDraft(storage: SessionStorage, form: FormName): void {
  try {
    storage().removeItem(formDraftKey(form));
  } catch (error) {
    console.warn("[forms] Could not remove the form's draft from session storage.", error);
  }
}
