import type { Crumb } from "../../routes/breadcrumbs";
import { SiteLink } from "../link/site-link";
import * as styles from "./breadcrumbs.module.css";

/** Where the page sits in the site, from the home page; the structured data carries the same trail. */
export function Breadcrumbs({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  if (trail.length < 2) return null;
  const last = trail.length - 1;
  return (
    <nav aria-label="Você está em" className={[styles.breadcrumbs, className].filter(Boolean).join(" ")}>
      <ol className={`plain-list ${styles.list}`}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.crumb}>
            {index === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <SiteLink to={crumb.path}>{crumb.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
