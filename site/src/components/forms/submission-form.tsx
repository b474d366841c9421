import { type FormEvent, Fragment, type ReactNode } from "react";
import { STATE_CODES, STATES } from "../../../../contracts/brazil-states";
import type { DealerChoice } from "../../../../contracts/dealer";
import { FIELD_LABELS, type FieldName, type FormDefinition, RETRY_LABEL } from "../../forms/form-definitions";
import { ConsentField } from "./consent-field";
import { DealerSelect, dealerHint } from "./dealer-select";
import { Field } from "./field";
import * as styles from "./form.module.css";
import type { OwnFieldName, OwnFields } from "./own-fields";
import { PhoneInput } from "./phone-input";
import { SendFailureAlert } from "./send-failure";
import { fieldId, useSubmissionForm } from "./use-submission-form";

/** A model a form offers: its catalogue slug (what a lead sends) and its name. */
export interface ModelChoice {
  slug: string;
  name: string;
}

interface SubmissionFormProps {
  definition: FormDefinition;
  models?: readonly ModelChoice[];
  dealers?: readonly DealerChoice[];
  /** The page address's query: `?modelo=` chooses the model. */
  search: string;
  /** The controls of the fields only this form has (own-fields.ts), from its page. */
  ownFields?: OwnFields;
  /** Where the thank-you invites the visitor to go next. */
  nextLinks: ReadonlyArray<{ label: string; to: string }>;
}

const NO_MODELS: readonly ModelChoice[] = [];
const NO_DEALERS: readonly DealerChoice[] = [];
const NO_OWN_FIELDS: OwnFields = {};

/**
 * One of the site's forms (quote, test drive, VIP sign-up, contact): its fields
 * as its definition lists them, validated with the API's contract, then the
 * thank-you. Every field has a visible label; hints and messages are tied to
 * their control; the send button waits for the page's script.
 */
export function SubmissionForm({
  definition,
  models = NO_MODELS,
  dealers = NO_DEALERS,
  search,
  ownFields = NO_OWN_FIELDS,
  nextLinks,
}: SubmissionFormProps) {
  const form = useSubmissionForm(
    definition,
    { modelSlugs: models.map((model) => model.slug), dealerIds: dealers.map((dealer) => dealer.id) },
    search,
  );
  const { values, errors, status, change, afterSend } = form;
  const id = (field: FieldName | "consent") => fieldId(definition, field);
  const titleId = `${definition.name}-titulo`;

  if (status.kind === "sent") {
    // Sent, so the code of what follows a send is loaded.
    const ThankYou = afterSend?.ThankYou;
    if (!ThankYou) return null;
    return (
      <ThankYou id={`${definition.name}-obrigado`} definition={definition} receipt={status.receipt} links={nextLinks} />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send(definition.submitLabel);
  };

  const text = (field: FieldName) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const onStateChange = (state: string) => {
    change("state", state);
    const dealer = dealers.find((candidate) => candidate.id === values.dealerId);
    if (dealer && dealer.state !== state) change("dealerId", "");
  };

  const ownField = (field: OwnFieldName) => {
    const control = ownFields[field];
    // At build: a form that lists such a field on a page that does not hand its control is not built.
    if (!control) throw new Error(`The form ${definition.name} lists ${field}, but its page hands no control for it.`);
    return control({ id: id(field), error: errors[field], ...text(field) });
  };

  const controls: Record<FieldName, () => ReactNode> = {
    modelSlug: () => (
      <Field id={id("modelSlug")} label={FIELD_LABELS.modelSlug} error={errors.modelSlug}>
        {(control) => (
          <select {...control} className={styles.select} required {...text("modelSlug")}>
            <option value="">Escolha o modelo</option>
            {models.map((model) => (
              <option key={model.slug} value={model.slug}>
                {model.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    ),
    name: () => (
      <Field id={id("name")} label={FIELD_LABELS.name} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="text"
            autoComplete="name"
            maxLength={120}
            required
            {...text("name")}
          />
        )}
      </Field>
    ),
    email: () => (
      <Field id={id("email")} label={FIELD_LABELS.email} hint="Ex.: nome@exemplo.com.br" error={errors.email} half>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            {...text("email")}
          />
        )}
      </Field>
    ),
    phone: () => (
      <Field id={id("phone")} label={FIELD_LABELS.phone} hint="Ex.: (11) 98765-4321" error={errors.phone} half>
        {(control) => (
          <PhoneInput {...control} value={values.phone} onValueChange={(value) => change("phone", value)} />
        )}
      </Field>
    ),
    state: () => (
      <Field id={id("state")} label={FIELD_LABELS.state} error={errors.state} half>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            required
            autoComplete="address-level1"
            value={values.state}
            onChange={(event) => onStateChange(event.target.value)}
          >
            <option value="">Escolha o estado</option>
            {STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {STATES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
    ),
    city: () => (
      <Field id={id("city")} label={FIELD_LABELS.city} error={errors.city} half>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="text"
            autoComplete="address-level2"
            maxLength={80}
            required
            {...text("city")}
          />
        )}
      </Field>
    ),
    dealerId: () => (
      <Field
        id={id("dealerId")}
        label={FIELD_LABELS.dealerId}
        optional
        hint={dealerHint(dealers, values.state)}
        error={errors.dealerId}
      >
        {(control) => (
          <DealerSelect
            {...control}
            dealers={dealers}
            value={values.dealerId}
            onValueChange={(value) => change("dealerId", value)}
            state={values.state}
            city={values.city}
            cityId={values.cityId}
          />
        )}
      </Field>
    ),
    preferredDate: () => ownField("preferredDate"),
    subject: () => ownField("subject"),
    message: () => {
      const optional = definition.optional.includes("message");
      return (
        <Field
          id={id("message")}
          label={FIELD_LABELS.message}
          optional={optional}
          hint={optional ? "Até 1.000 caracteres." : "De 10 a 2.000 caracteres."}
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={5}
              maxLength={optional ? 1000 : 2000}
              required={!optional}
              {...text("message")}
            />
          )}
        </Field>
      );
    },
  };

  const summary = form.summary ?? {};
  const invalid = [...definition.fields, "consent" as const].flatMap((field) => {
    const message = summary[field];
    return message ? [{ id: id(field), label: FIELD_LABELS[field], message }] : [];
  });
  const sending = status.kind === "sending";

  return (
    <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <h2 id={titleId} className={styles.title}>
        {definition.title}
      </h2>
      <p className={styles.required}>Todos os campos são obrigatórios, exceto os marcados como opcionais.</p>
      {afterSend && (invalid.length > 0 || summary.form) && (
        <afterSend.ErrorSummary id={`${definition.name}-resumo`} fields={invalid} general={summary.form} />
      )}
      <div className={styles.fields}>
        {definition.fields.map((field) => (
          <Fragment key={field}>{controls[field]()}</Fragment>
        ))}
      </div>
      <ConsentField
        id={id("consent")}
        checked={values.consent}
        onCheckedChange={(checked) => change("consent", checked)}
        error={errors.consent}
      />
      {status.kind === "failed" && (
        <SendFailureAlert
          id={`${definition.name}-falha`}
          failure={status.failure}
          retryLabel={RETRY_LABEL}
          onRetry={form.retry}
        />
      )}
      <button type="submit" className={styles.submit} disabled={!form.ready || sending}>
        {sending ? "Enviando…" : definition.submitLabel}
      </button>
    </form>
  );
}
