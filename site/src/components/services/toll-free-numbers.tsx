import { TOLL_FREE_NUMBERS, type TollFreeNumber } from "../../content/customer-service";
import { SiteLink } from "../link/site-link";
import * as styles from "./toll-free-numbers.module.css";

type Line = keyof typeof TOLL_FREE_NUMBERS;

/** What each toll-free line is for, as the visitor reads it. */
const LINE_PURPOSE: Record<Line, string> = {
  assistance: "Assistência 24 horas",
  insurance: "Seguro e sinistros",
  subscription: "Carro por assinatura",
};

/** A toll-free number as a link that dials it. */
export function TollFreeLink({ line, className }: { line: TollFreeNumber; className?: string }) {
  return (
    <SiteLink to={line.tel} className={className}>
      {line.display}
    </SiteLink>
  );
}

/** The toll-free numbers (source spec §9: assistance, insurance and subscription), each a link that dials it. */
export function TollFreeNumbers({ lines = ["assistance", "insurance", "subscription"] }: { lines?: readonly Line[] }) {
  return (
    <ul className={`plain-list ${styles.numbers}`}>
      {lines.map((key) => {
        const line = TOLL_FREE_NUMBERS[key];
        return (
          <li key={key} className={styles.number}>
            <span className={styles.service}>{line.service}</span>
            <span className={styles.purpose}>{LINE_PURPOSE[key]}</span>
            <TollFreeLink line={line} className={styles.tel} />
          </li>
        );
      })}
    </ul>
  );
}
