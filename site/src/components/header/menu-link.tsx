import type { MenuItem } from "../../../../contracts/menu-item";
import { trackMenuClick } from "../../tracking/events";
import { SiteLink, type SiteLinkProps } from "../link/site-link";

interface MenuLinkProps extends Omit<SiteLinkProps, "to"> {
  item: MenuItem;
  /** The accessible name of the menu the link belongs to, as the data layer reports it. */
  menuName: string;
}

/** A link of the header's menus: a SiteLink that reports itself when followed (menuClick, source spec §7). */
export function MenuLink({ item, menuName, children, onClick, ...rest }: MenuLinkProps) {
  return (
    <SiteLink
      to={item.link}
      onClick={(event) => {
        trackMenuClick({ menu_name: menuName, link_text: item.label, link_url: item.link });
        onClick?.(event);
      }}
      {...rest}
    >
      {children ?? item.label}
    </SiteLink>
  );
}
