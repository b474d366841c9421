import { Link } from "gatsby";
import type * as React from "react";
import { carryTrackingParams, isExternalTarget, isHashTarget } from "../../tracking/carry-tracking-params";
import { useCarriedSearch } from "./carried-params";

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface SiteLinkProps extends AnchorProps {
  /** A site path (`/ofertas`), a hash (`#precos`) or an external address (`https://…`). */
  to: string;
  children?: React.ReactNode;
}

export { isExternalTarget };

/**
 * The one link of the site: every link, internal or external, goes through it,
 * so the rules about links live in one place. Internal links carry the
 * campaign's tracking parameters of the current address (source spec §4);
 * hashes and external addresses carry nothing.
 */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  const search = useCarriedSearch();
  if (isExternalTarget(to)) {
    return (
      <a href={to} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (isHashTarget(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={carryTrackingParams(to, search)} {...rest}>
      {children}
    </Link>
  );
}
