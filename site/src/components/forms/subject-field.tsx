import { CONTACT_SUBJECTS } from "../../../../contracts/contact-subjects";
import { FIELD_LABELS } from "../../forms/form-definitions";
import { Field } from "./field";
import * as styles from "./form.module.css";
import type { OwnFieldProps } from "./own-fields";

/** What the visitor writes to customer service about, handed to the form by the contact page. */
export function SubjectField({ id, error, value, onChange }: OwnFieldProps) {
  return (
    <Field id={id} label={FIELD_LABELS.subject} error={error}>
      {(control) => (
        <select {...control} className={styles.select} required value={value} onChange={onChange}>
          <option value="">Escolha o assunto</option>
          {Object.entries(CONTACT_SUBJECTS).map(([subject, label]) => (
            <option key={subject} value={subject}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
