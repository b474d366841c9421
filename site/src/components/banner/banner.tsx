import type { ReactNode } from "react";
import { type TrackedBanner, trackBannerClick, trackBannerView } from "../../tracking/events";
import { useFirstView } from "../../tracking/use-first-view";
import { SiteLink } from "../link/site-link";
import * as styles from "./banner.module.css";

export interface BannerAction {
  label: string;
  /** A site path, a hash on the page, or an external address. */
  to: string;
}

interface BannerProps {
  /** How analysts name it: a stable id, and its place among the page's banners from the top. */
  id: string;
  position: number;
  title: string;
  /** The hero opens the page with its main heading; other banners use a section heading. */
  hero?: boolean;
  /** A picture: behind the hero's text (darkened on the text's side), beside another banner's. */
  picture?: ReactNode;
  children?: ReactNode;
  actions: readonly BannerAction[];
}

/** A promotional banner with its calls to action, reported when seen and when followed (source spec §7). */
export function Banner({ id, position, title, hero = false, picture, children, actions }: BannerProps) {
  const tracked: TrackedBanner = { banner_id: id, banner_name: title, position };
  const ref = useFirstView<HTMLElement>(() => trackBannerView(tracked));
  const Heading = hero ? "h1" : "h2";
  const headingId = `${id}-titulo`;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={[styles.banner, hero && styles.hero, picture !== undefined && styles.withPicture]
        .filter(Boolean)
        .join(" ")}
    >
      {picture !== undefined && <div className={styles.picture}>{picture}</div>}
      <div className={styles.inner}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {children && <div className={styles.text}>{children}</div>}
        <div className={styles.actions}>
          {actions.map((action, index) => (
            <SiteLink
              key={action.to}
              to={action.to}
              className={index === 0 ? styles.primary : styles.secondary}
              onClick={() => trackBannerClick(tracked, { link_text: action.label, link_url: action.to })}
            >
              {action.label}
            </SiteLink>
          ))}
        </div>
      </div>
    </section>
  );
}
