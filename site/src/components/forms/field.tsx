import type { ReactNode } from "react";
import * as styles from "./form.module.css";

/** What a control needs to be tied to its label, hint and message. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  id: string;
  label: string;
  /** Fields the visitor may leave empty say so in their label. */
  optional?: boolean;
  /** A short help text under the label (a format, a limit). */
  hint?: string | undefined;
  /** The pt-BR message of the field's error, shown under the control. */
  error?: string | undefined;
  /** Two short fields share a row from 600 px. */
  half?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled field: the label, a hint and the error message are tied to the
 * control (aria-describedby), and an invalid control says so (aria-invalid).
 */
export function Field({ id, label, optional, hint, error, half, children }: FieldProps) {
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={`${styles.field} ${half ? styles.half : ""}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (opcional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
