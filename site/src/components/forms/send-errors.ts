import type { FieldErrors } from "../../forms/check-submission";
import type { FieldName, FormDefinition } from "../../forms/form-definitions";
import type { SendOutcome } from "../../forms/send-submission";

/** What a send that could not go shows: which fields, in which order (loaded with the sending, ./after-send.ts). */

/** The first field in error, in the order the form shows them. */
export function firstInvalid(definition: FormDefinition, errors: FieldErrors): FieldName | "consent" | undefined {
  return [...definition.fields, "consent" as const].find((field) => errors[field] !== undefined);
}

/** The API's field errors (`name`, `tracking.campaign.gclid`…) as the form's. */
export function errorsOfRejection(definition: FormDefinition, outcome: Extract<SendOutcome, { kind: "rejected" }>) {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(outcome.rejection.fieldErrors ?? {})) {
    const field = path.split(".")[0] as FieldName | "consent";
    if (definition.fields.includes(field as FieldName) || field === "consent") errors[field] ??= message;
    else errors.form ??= outcome.rejection.message;
  }
  if (Object.keys(errors).length === 0) errors.form = outcome.rejection.message;
  return errors;
}
