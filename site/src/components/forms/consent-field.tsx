import { SiteLink } from "../link/site-link";
import * as styles from "./form.module.css";

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
}

/**
 * The LGPD consent: an explicit tick, never pre-ticked, with the privacy policy
 * one click away. The form sends only with it.
 */
export function ConsentField({ id, checked, onCheckedChange, error }: ConsentFieldProps) {
  const errorId = `${id}-erro`;
  return (
    <div className={styles.consent}>
      <div className={styles.consentRow}>
        <input
          id={id}
          className={styles.checkbox}
          type="checkbox"
          checked={checked}
          required
          onChange={(event) => onCheckedChange(event.target.checked)}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <label htmlFor={id} className={styles.consentLabel}>
          Concordo que a Mitsubishi Motors use meus dados para responder a este pedido, conforme a{" "}
          <SiteLink to="/privacidade">Política de privacidade</SiteLink>.
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
