import type { SubmissionReceipt } from "../../../../contracts/submission";
import { calendarDayInBrazil, systemClock } from "../../../../shared/clock";
import type { FieldErrors } from "../../forms/check-submission";
import { checkSubmission, trackingOfVisit } from "../../forms/check-submission";
import type { FormDefinition, FormValues } from "../../forms/form-definitions";
import { clearDraft, draftOf, type SessionStorage, saveDraft } from "../../forms/form-draft";
import { attemptFor, type PendingSubmission } from "../../forms/idempotency";
import { type SendEnvironment, type SendFailure, sendSubmission } from "../../forms/send-submission";
import { randomUuid } from "../../rules/random-uuid";
import { trackFormThankYouPage } from "../../tracking/events";
import { errorsOfRejection } from "./send-errors";

/** Where a form stands, from the first render to the thank-you. */
export type FormStatus =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; failure: SendFailure }
  | { kind: "sent"; receipt: SubmissionReceipt | undefined };

/** What a send reads and changes of the form (use-submission-form.ts). */
export interface SendingForm {
  definition: FormDefinition;
  /** The values as they are when the send reads them. */
  values: () => FormValues;
  /** The submission sent before and not yet answered, kept with the draft. */
  pending: { current: PendingSubmission | undefined };
  session: SessionStorage;
  environment: SendEnvironment;
  setStatus: (status: FormStatus) => void;
  showErrors: (errors: FieldErrors) => void;
  clearErrors: () => void;
  focus: (id: string) => void;
}

/**
 * One send, once its code is loaded: checked with the API's contract, sent
 * under its idempotency key (kept with the draft first, so a reload after a
 * lost answer retries with the same key), then the thank-you, the API's
 * rejections beside their fields, or the failure.
 */
export async function sendForm(form: SendingForm): Promise<void> {
  const { definition, pending, session } = form;
  const name = definition.name;
  const tracking = trackingOfVisit(
    () => window.sessionStorage,
    () => window.localStorage,
  );
  const today = calendarDayInBrazil(systemClock.now());
  const checked = checkSubmission(definition, form.values(), today, tracking);
  if (!checked.ok) {
    form.setStatus({ kind: "editing" });
    form.showErrors(checked.errors);
    return;
  }
  form.clearErrors();
  const attempt = attemptFor(JSON.stringify(checked.payload), pending.current, randomUuid);
  pending.current = attempt;
  saveDraft(session, name, draftOf(form.values(), attempt));
  const outcome = await sendSubmission({ channel: definition.channel, attempt }, form.environment);
  if (outcome.kind === "sent") {
    clearDraft(session, name);
    pending.current = undefined;
    form.setStatus({ kind: "sent", receipt: outcome.receipt });
    trackFormThankYouPage(name);
    form.focus(`${name}-obrigado`);
  } else if (outcome.kind === "rejected") {
    form.setStatus({ kind: "editing" });
    form.showErrors(errorsOfRejection(definition, outcome));
  } else {
    console.warn(`[forms] The ${name} form could not be sent (${outcome.kind}).`);
    form.setStatus({ kind: "failed", failure: outcome.kind });
    form.focus(`${name}-falha`);
  }
}
