import * as styles from "./button-link.module.css";
import { SiteLink, type SiteLinkProps } from "./site-link";

interface ButtonLinkProps extends SiteLinkProps {
  /** The page's main call (brand red), a secondary one (outlined), or one on a dark band (outlined white). */
  variant?: "primary" | "secondary" | "on-dark";
}

const VARIANT_CLASS = { primary: styles.primary, secondary: styles.secondary, "on-dark": styles.onDark } as const;

/** A link drawn as a button: the site's calls to action (through SiteLink, so they carry the campaign). */
export function ButtonLink({ variant = "primary", className, ...rest }: ButtonLinkProps) {
  const classes = [styles.button, VARIANT_CLASS[variant], className].filter(Boolean);
  return <SiteLink className={classes.join(" ")} {...rest} />;
}
