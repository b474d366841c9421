import type { MouseEvent } from "react";
import { SiteLink } from "../link/site-link";
import * as styles from "./form.module.css";

interface ErrorSummaryProps {
  id: string;
  /** The fields in error, in the form's order, with the label the visitor reads. */
  fields: Array<{ id: string; label: string; message: string }>;
  /** A problem of the form as a whole (not of one field). */
  general?: string | undefined;
}

/** Moves to a field from the summary: its message is under it, and the keyboard lands in it. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * What is missing, listed above the form after a send that could not go: an
 * alert, so screen readers announce it while the focus moves to the first
 * field in error; each entry leads to its field.
 */
export function ErrorSummary({ id, fields, general }: ErrorSummaryProps) {
  const count = fields.length;
  return (
    <div id={id} className={styles.summary} role="alert" tabIndex={-1}>
      <p className={styles.summaryTitle}>
        {count === 0
          ? "Não foi possível enviar."
          : count === 1
            ? "Confira 1 campo antes de enviar:"
            : `Confira ${count} campos antes de enviar:`}
      </p>
      {general && <p className={styles.summaryText}>{general}</p>}
      {count > 0 && (
        <ul className={styles.summaryList}>
          {fields.map((field) => (
            <li key={field.id}>
              <SiteLink to={`#${field.id}`} onClick={(event) => goToField(event, field.id)}>
                {field.label}: {field.message}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
