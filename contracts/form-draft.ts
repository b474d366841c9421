import * as z from "zod/mini";
import { parseStoredJson } from "./stored-json";
import { IdempotencyKeySchema } from "./submission";

/**
 * A form's draft: what the visitor typed, kept in session storage while they
 * fill the form, so a failed send or a reload within the visit loses nothing.
 * Removed once the form is sent. Its key is `formDraft:{form}` (formDraftKey in
 * storage-keys.ts). The browser reads it back with this schema
 * (loaded only when a draft is stored); anything else there reads as no draft.
 */

/** A typed value: as long as any field allows, and then some; the form checks the rest. */
const TypedSchema = z.optional(z.string().check(z.maxLength(4000)));

export const FormDraftSchema = z.object({
  values: z.object({
    modelSlug: TypedSchema,
    name: TypedSchema,
    email: TypedSchema,
    phone: TypedSchema,
    state: TypedSchema,
    city: TypedSchema,
    cityId: TypedSchema,
    dealerId: TypedSchema,
    preferredDate: TypedSchema,
    subject: TypedSchema,
    message: TypedSchema,
  }),
  /**
   * The last submission sent and its idempotency key: sending the same
   * submission again (a retry, after a reload too) reuses the key, so the API
   * stores it once.
   */
  pending: z.optional(z.object({ key: IdempotencyKeySchema, payload: z.string().check(z.maxLength(20_000)) })),
});
export type FormDraft = z.infer<typeof FormDraftSchema>;

/** The stored draft, or null when there is none or it cannot be trusted (not JSON, wrong shape). */
export function parseStoredFormDraft(stored: string | null | undefined): FormDraft | null {
  return parseStoredJson(FormDraftSchema, stored);
}
