import { useVisitorClock } from "../../hooks/use-visitor-clock";
import type { CalendarDay } from "../../rules/clock";
import { applyLegalTextDates } from "../../rules/legal-text";
import * as styles from "./legal-text.module.css";

interface LegalTextProps {
  /** Trusted HTML of the catalogue (never visitor input). */
  html: string;
  /** The day the page was built; the visitor's day replaces it once the page is mounted. */
  builtOn: CalendarDay;
}

/** The legal text of a model, every dd/mm/yyyy date shown as the last day of the current month. */
export function LegalText({ html, builtOn }: LegalTextProps) {
  const clock = useVisitorClock(builtOn);
  return (
    <section className={styles.legal} aria-labelledby="informacoes-legais-titulo">
      <h2 id="informacoes-legais-titulo" className={styles.title}>
        Informações legais
      </h2>
      {/* The catalogue's own HTML (never visitor input), checked when the site builds. */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: applyLegalTextDates(html, clock) }} />
    </section>
  );
}
