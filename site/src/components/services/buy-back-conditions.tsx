import { BUY_BACK_PROGRAMME } from "../../rules/buy-back-programme";
import * as styles from "./buy-back-conditions.module.css";

/** Every condition of the guaranteed buy-back programme (source spec §9), as the constants word them. */
export function BuyBackConditions() {
  return (
    <ol className={`plain-list ${styles.conditions}`} aria-label="Condições da recompra garantida">
      {BUY_BACK_PROGRAMME.conditions.map((condition) => (
        <li key={condition} className={styles.condition}>
          {condition}
        </li>
      ))}
    </ol>
  );
}
