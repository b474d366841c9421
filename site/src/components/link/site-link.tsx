import { Link } from "gatsby";
import type * as React from "react";

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface SiteLinkProps extends AnchorProps {
  /** A site path (`/ofertas`), a hash (`#precos`) or an external address (`https://…`). */
  to: string;
  children?: React.ReactNode;
}

/** Addresses that leave the site (or the browser): they carry nothing and open as plain anchors. */
export function isExternalTarget(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith("//");
}

/**
 * The one link of the site: every link, internal or external, goes through it,
 * so the rules about links live in one place.
 */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (isExternalTarget(to)) {
    return (
      <a href={to} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (to.startsWith("#")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
