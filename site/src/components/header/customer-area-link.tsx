import { EXTERNAL_LINKS } from "../../external-links";
import { UserIcon } from "../icons/icons";
import { SiteLink } from "../link/site-link";

/** The customer area's name, for the link and the data layer alike. */
export const CUSTOMER_AREA = "Área do cliente";

/**
 * The link to the customer area, a separate site (source spec §6). Its sign-in
 * takes an account of a search-engine company, shown only as that company's
 * "G" (§1; decision CHROME-8): the site itself signs no one in.
 */
export function CustomerAreaLink({ className, compact = false }: { className?: string; compact?: boolean }) {
  if (compact) {
    return (
      <SiteLink to={EXTERNAL_LINKS.customerArea} className={className} aria-label={CUSTOMER_AREA}>
        <UserIcon />
      </SiteLink>
    );
  }
  // Named by what it shows ("Área do cliente", then the "G"'s text), so the name holds the visible label (WCAG 2.5.3).
  return (
    <SiteLink to={EXTERNAL_LINKS.customerArea} className={className}>
      {CUSTOMER_AREA}
      {/* The project's drawing of the company's "G", a file so it costs the script nothing. */}
      <img src="/icons/google.svg" alt="Entrar com Google" width={16} height={16} />
    </SiteLink>
  );
}
