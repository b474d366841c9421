import type { CalendarDay } from "../../../../shared/clock";
import { useVisitorClock } from "../../hooks/use-visitor-clock";
import { applyLegalTextDates } from "../../rules/legal-text";
import * as styles from "./legal-text.module.css";

interface LegalTextProps {
  /** Trusted HTML of the catalogue (never visitor input). */
  html: string;
  /** The day the page was built; the visitor's day replaces it once the page is mounted. */
  builtOn: CalendarDay;
  /** The section's id, unique on the page (a page may show several legal texts: one per offer). */
  id?: string;
  heading?: string;
  /** The heading's level where the text sits (2 for the page's, 4 inside an offer). */
  headingLevel?: 2 | 3 | 4;
}

/** A legal text, every dd/mm/yyyy date shown as the last day of the current month (source spec §9). */
export function LegalText({
  html,
  builtOn,
  id = "informacoes-legais",
  heading = "Informações legais",
  headingLevel = 2,
}: LegalTextProps) {
  const clock = useVisitorClock(builtOn);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.legal} aria-labelledby={`${id}-titulo`}>
      <Heading id={`${id}-titulo`} className={styles.title}>
        {heading}
      </Heading>
      {/* The catalogue's own HTML (never visitor input), checked when the site builds. */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: applyLegalTextDates(html, clock) }} />
    </section>
  );
}
