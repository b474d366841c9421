import type { SendFailure } from "../../forms/send-submission";
import * as styles from "./form.module.css";

/** What went wrong, as the visitor can act on it. */
export const FAILURE_MESSAGES: Readonly<Record<SendFailure, string>> = {
  "server-error": "Não conseguimos enviar agora: nosso sistema não respondeu como deveria.",
  timeout: "O envio demorou mais do que o esperado e não recebemos a confirmação.",
  offline: "Sem conexão com a internet: o envio não saiu do seu aparelho.",
  "rate-limited": "Recebemos muitos envios seguidos da sua conexão. Aguarde um minuto.",
};

interface SendFailureProps {
  id: string;
  failure: SendFailure;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A send that did not go through: what happened, that nothing typed is lost,
 * and a button to try again (the same submission: it is stored once however
 * many times it is sent).
 */
export function SendFailureAlert({ id, failure, retryLabel, onRetry }: SendFailureProps) {
  return (
    <div id={id} className={styles.failure} role="alert" tabIndex={-1}>
      <p className={styles.failureTitle}>{FAILURE_MESSAGES[failure]}</p>
      <p className={styles.failureText}>Seus dados continuam preenchidos no formulário. Tente de novo.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
