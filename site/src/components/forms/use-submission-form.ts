import { useCallback, useEffect, useRef, useState } from "react";
import type { FormDraft } from "../../../../contracts/form-draft";
import { calendarDayInBrazil, systemClock } from "../../../../shared/clock";
import type { FieldErrors } from "../../forms/check-submission";
import {
  EMPTY_VALUES,
  type FieldName,
  type FormDefinition,
  type FormValues,
  RETRY_LABEL,
} from "../../forms/form-definitions";
import { clearDraft, draftOf, readDraftText, type SessionStorage, saveDraft } from "../../forms/form-draft";
import type { PendingSubmission } from "../../forms/idempotency";
import { modelFromQuery, type Place, placeOfLocation } from "../../forms/prefill";
import type { FormChoices, restoredValues } from "../../forms/restore-draft";
import type { SendEnvironment } from "../../forms/send-submission";
import { useCitySelection } from "../../location/use-city-selection";
import { trackFormClick, trackFormView } from "../../tracking/events";
import type { FormStatus } from "./send-form";

/**
 * The life of a form, from the first render to the thank-you: prefilled from
 * the visitor's city and the linking page's model, its draft kept in session
 * storage, checked with the API's own contract (loaded on demand), sent once
 * however often the visitor presses or retries, and reported to the data layer.
 */

export type { FormStatus } from "./send-form";

/** What comes after a send (./after-send.ts). */
export type AfterSend = typeof import("./after-send");

/** Checking, sending and what they show: loaded when the visitor first sends, so no page carries zod or the sending in its first load. */
let onSend: Promise<AfterSend> | undefined;
export function loadOnSend() {
  onSend ??= import("./after-send").catch((error: unknown) => {
    // Offline: the next press tries again.
    onSend = undefined;
    throw error;
  });
  return onSend;
}

const session: SessionStorage = () => window.sessionStorage;

const browserSending: SendEnvironment = {
  fetch: (input, init) => window.fetch(input, init),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
};

/** The id of a field's control, for labels, messages and focus. */
export const fieldId = (definition: FormDefinition, field: FieldName | "consent") => `${definition.name}-${field}`;

export interface SubmissionForm {
  values: FormValues;
  /** The messages beside the fields: set by a send, then following the visitor's corrections. */
  errors: FieldErrors;
  /** The errors as the last send found them, for the summary above the form (it does not change as they type). */
  summary: FieldErrors | undefined;
  status: FormStatus;
  /** What a send loaded (the summary, the thank-you): there once the form was sent or checked. */
  afterSend: AfterSend | undefined;
  /** False until the page's script runs: the send button waits for it. */
  ready: boolean;
  change(field: keyof FormValues, value: FormValues[keyof FormValues]): void;
  /** Sends (or checks and shows what is missing); `buttonText` is what the data layer reports as pressed. */
  send(buttonText: string): void;
  retry(): void;
}

export function useSubmissionForm(definition: FormDefinition, choices: FormChoices, search: string): SubmissionForm {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FieldErrors | undefined>();
  const [status, setStatus] = useState<FormStatus>({ kind: "editing" });
  const [ready, setReady] = useState(false);
  const [afterSend, setAfterSend] = useState<AfterSend | undefined>();
  const [focusRequest, setFocusRequest] = useState<{ id: string } | undefined>();
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const changed = useRef(new Set<keyof FormValues>());
  const pending = useRef<PendingSubmission | undefined>();
  const draftRead = useRef(false);
  const sending = useRef(false);
  /** Once the visitor pressed send, messages follow their corrections as they type. */
  const attempted = useRef(false);
  const prefilled = useRef<Place | undefined>();
  const { location } = useCitySelection();
  const { name: form } = definition;

  // Shown: reported once per page view; the draft comes back; the model of the linking page is chosen.
  useEffect(() => {
    // After the page's own pageLoad, which the Layout pushes in this same commit (its effect runs after this one).
    queueMicrotask(() => trackFormView(form));
    setReady(true);
    const fromQuery = modelFromQuery(search, choices.modelSlugs);
    const restore = (draft: FormDraft | null, putBack?: typeof restoredValues) => {
      draftRead.current = true;
      pending.current = draft?.pending;
      setValues((current) => {
        const next = draft && putBack ? putBack(current, draft.values, choices, changed.current) : current;
        return fromQuery && next.modelSlug === "" ? { ...next, modelSlug: fromQuery } : next;
      });
    };
    const stored = readDraftText(session, form);
    if (!stored) {
      restore(null);
      return;
    }
    // The draft's parser (zod) and what puts it back load only when a draft is stored.
    Promise.all([import("../../../../contracts/form-draft"), import("../../forms/restore-draft")]).then(
      ([contract, { restoredValues: putBack }]) => {
        const draft = contract.parseStoredFormDraft(stored);
        // What the site could not have written goes, as with the rest of the site's storage (ROBUST-3).
        if (!draft) clearDraft(session, form);
        restore(draft, putBack);
      },
      () => restore(null),
    );
    // Once per page view: the search and choices of this page do not change while it shows.
  }, []);

  // The visitor's city fills state and city, unless the visitor wrote their own.
  useEffect(() => {
    const place = placeOfLocation(location);
    if (!place) return;
    const current = valuesRef.current;
    const before = prefilled.current;
    const untouched = !changed.current.has("state") && !changed.current.has("city");
    const asPrefilled = current.state === (before?.state ?? "") && current.city === (before?.city ?? "");
    if (!untouched || !asPrefilled) return;
    prefilled.current = place;
    setValues((latest) => ({ ...latest, state: place.state, city: place.city, cityId: place.cityId }));
  }, [location]);

  // The draft follows every change, until the form is sent; an untouched form keeps none.
  useEffect(() => {
    if (!draftRead.current || status.kind === "sent") return;
    if (changed.current.size === 0 && !pending.current) return;
    saveDraft(session, form, draftOf(values, pending.current));
  }, [values, status.kind, form]);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const showErrors = useCallback(
    (found: FieldErrors, { firstInvalid }: AfterSend) => {
      setErrors(found);
      setSummary(found);
      const first = firstInvalid(definition, found);
      setFocusRequest({ id: first ? fieldId(definition, first) : `${form}-resumo` });
    },
    [definition, form],
  );

  const change = useCallback(
    (field: keyof FormValues, value: FormValues[keyof FormValues]) => {
      changed.current.add(field);
      const next = { ...valuesRef.current, [field]: value };
      // The IBGE code belongs to the prefilled city: a city or state of the visitor's own goes without it.
      if (field === "city" || field === "state") next.cityId = "";
      valuesRef.current = next;
      setValues(next);
      if (!attempted.current) return;
      loadOnSend().then(
        (module) => {
          const today = calendarDayInBrazil(systemClock.now());
          const checked = module.checkSubmission(definition, next, today, { campaign: {} });
          if (valuesRef.current === next) setErrors(checked.ok ? {} : checked.errors);
        },
        () => undefined,
      );
    },
    [definition],
  );

  const send = useCallback(
    (buttonText: string) => {
      if (sending.current) return;
      sending.current = true;
      trackFormClick(form, buttonText);
      setStatus({ kind: "sending" });
      void (async () => {
        try {
          let module: Awaited<ReturnType<typeof loadOnSend>>;
          try {
            module = await loadOnSend();
            setAfterSend(() => module);
          } catch {
            setStatus({ kind: "failed", failure: "offline" });
            setFocusRequest({ id: `${form}-falha` });
            return;
          }
          attempted.current = true;
          await module.sendForm({
            definition,
            values: () => valuesRef.current,
            pending,
            session,
            environment: browserSending,
            setStatus,
            showErrors: (found) => showErrors(found, module),
            clearErrors: () => {
              setErrors({});
              setSummary(undefined);
            },
            focus: (id) => setFocusRequest({ id }),
          });
        } finally {
          sending.current = false;
        }
      })();
    },
    [definition, form, showErrors],
  );

  const retry = useCallback(() => send(RETRY_LABEL), [send]);

  return { values, errors, summary, status, afterSend, ready, change, send, retry };
}
