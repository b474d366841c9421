import { type FormEvent, useId, useState } from "react";
import { VIN_LENGTH } from "../../../../contracts/vin";
import { type CampaignRanges, type ChassisVerdict, chassisVerdict } from "../../rules/recall-lookup";
import { ButtonLink } from "../link/button-link";
import * as styles from "./chassis-check.module.css";

const VERDICT_CLASS = { malformed: styles.malformed, clear: styles.clear, recall: styles.recall } as const;

/**
 * The chassis check of the recall page: the visitor types the chassis number,
 * and the page says in pt-BR whether it is well formed and which campaign, if
 * any, covers it. All in the browser, against the page's campaigns: no call.
 */
export function ChassisCheck({ campaigns }: { campaigns: readonly CampaignRanges[] }) {
  const inputId = useId();
  const hintId = useId();
  const [chassis, setChassis] = useState("");
  const [verdict, setVerdict] = useState<ChassisVerdict | undefined>(undefined);
  const check = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(chassisVerdict(chassis, campaigns));
  };
  return (
    <form className={styles.form} onSubmit={check} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Número do chassi
        </label>
        <p id={hintId} className={styles.hint}>
          {VIN_LENGTH} letras e números, no documento do carro (CRLV) ou na base do para-brisa.
        </p>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            name="chassi"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-describedby={hintId}
            aria-invalid={verdict?.kind === "malformed" ? true : undefined}
            value={chassis}
            onChange={(event) => setChassis(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            Consultar chassi
          </button>
        </div>
      </div>
      <div role="status">
        {verdict && (
          <div className={`${styles.verdict} ${VERDICT_CLASS[verdict.kind]}`}>
            <p className={styles.message}>{verdict.message}</p>
            {verdict.kind === "recall" && (
              <ButtonLink to="/concessionarias">Agendar o reparo em uma concessionária</ButtonLink>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
