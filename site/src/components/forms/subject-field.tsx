import { FIELD_LABELS } from "../../forms/form-definitions";
import { Field } from "./field";
import * as styles from "./form.module.css";
import type { OwnFieldProps } from "./own-fields";

/** A subject the visitor may choose: the value the message sends and the words they read. */
export type SubjectChoice = readonly [subject: string, label: string];

/**
 * What the visitor writes to customer service about, handed to the form by the contact page with the
 * subjects of its page data (contracts/contact-subjects.ts, written by the build).
 */
export function SubjectField({
  id,
  error,
  value,
  onChange,
  subjects,
}: OwnFieldProps & { subjects: readonly SubjectChoice[] }) {
  return (
    <Field id={id} label={FIELD_LABELS.subject} error={error}>
      {(control) => (
        <select {...control} className={styles.select} required value={value} onChange={onChange}>
          <option value="">Escolha o assunto</option>
          {subjects.map(([subject, label]) => (
            <option key={subject} value={subject}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
