import type { ReactNode } from "react";
import * as styles from "./sample-data-note.module.css";

/**
 * Says that what the visitor reads next to it is the project's sample data
 * (decisions PAGE-30, PAGE-34), as the dealer finder does for its dealers: a
 * visitor must not take a sample number or campaign for the importer's own.
 */
export function SampleDataNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note}>
      <strong>Dados de exemplo.</strong> {children}
    </p>
  );
}

/** The note beside the toll-free numbers, wherever they are shown; on the contact page, its WhatsApp line too. */
export function TollFreeSampleNote({ withWhatsApp = false }: { withWhatsApp?: boolean }) {
  return (
    <SampleDataNote>
      Os números 0800 deste site são fictícios{withWhatsApp ? ", como o WhatsApp desta página" : ""}, feitos para
      demonstrar o site; não ligue para eles esperando o atendimento da Mitsubishi.
    </SampleDataNote>
  );
}
