import type { ReactNode } from "react";
import * as styles from "./sample-data-note.module.css";

/**
 * Says that what the visitor reads next to it is the project's sample data
 * (decisions PAGE-30, PAGE-34), as the dealer finder does for its dealers: a
 * visitor must not take a sample number or campaign for the importer's own.
 * The words come from the page's data where they can (content/customer-service.ts).
 */
export function SampleDataNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note}>
      <strong>Dados de exemplo.</strong> {children}
    </p>
  );
}
