import { SECONDARY_LINKS } from "../../catalogue/navigation";
import { MenuLink } from "./menu-link";

/** The secondary links' accessible name: quote, test drive and dealers (source spec §2). */
export const SERVICE_MENU_NAME = "Atendimento";

interface ServiceLinksProps {
  className?: string;
  linkClassName?: string;
}

/** Quote, test drive and dealers: in the top bar on the desktop, in the mobile menu below 1080 px. */
export function ServiceLinks({ className, linkClassName }: ServiceLinksProps) {
  return (
    <nav aria-label={SERVICE_MENU_NAME} className={className}>
      <ul className="plain-list">
        {SECONDARY_LINKS.map((item) => (
          <li key={item.link}>
            <MenuLink item={item} menuName={SERVICE_MENU_NAME} className={linkClassName} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
