import { SOCIAL_LINKS } from "../../catalogue/navigation";
import { SiteLink } from "../link/site-link";
import * as styles from "./site-footer.module.css";

/** The project's own drawings of the three networks' marks (source spec §1), in the current colour. */
const MARKS: Record<string, React.ReactNode> = {
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  Facebook: (
    <path
      fill="currentColor"
      d="M13.4 21v-7.4h2.5l.4-2.9h-2.9V8.9c0-.8.2-1.4 1.4-1.4h1.6V4.9a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.1H7.7v2.9h2.6V21Z"
    />
  ),
  YouTube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="m10.2 9.2 5 2.8-5 2.8Z" fill="var(--ink)" />
    </g>
  ),
};

/** The three social networks as icons; each link is named after its network. */
export function SocialLinks() {
  return (
    <ul className={styles.social} aria-label="Redes sociais">
      {SOCIAL_LINKS.map((item) => (
        <li key={item.link}>
          <SiteLink to={item.link} aria-label={item.label} className={styles.socialLink}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {MARKS[item.label]}
            </svg>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
