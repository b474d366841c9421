import type { SubmissionReceipt } from "../../../../contracts/submission";
import type { FormDefinition } from "../../forms/form-definitions";
import { SiteLink } from "../link/site-link";
import * as styles from "./form.module.css";

interface ThankYouProps {
  id: string;
  definition: FormDefinition;
  receipt: SubmissionReceipt | undefined;
  /** Where the visitor may go next. */
  links: ReadonlyArray<{ label: string; to: string }>;
}

/** The confirmation that replaces a form once it was received: what happens next; the focus lands on its title. */
export function ThankYou({ id, definition, receipt, links }: ThankYouProps) {
  return (
    <section className={styles.thankYou} aria-labelledby={id}>
      <h2 id={id} className={styles.thankYouTitle} tabIndex={-1}>
        {definition.thankYou.title}
      </h2>
      <p>{definition.thankYou.next}</p>
      {receipt && (
        <p className={styles.protocol}>
          Número do protocolo: <strong>{receipt.id}</strong>
        </p>
      )}
      <ul className={`plain-list ${styles.nextLinks}`}>
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
