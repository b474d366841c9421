import { APP_STORE_LINKS } from "../../catalogue/navigation";
import { SiteLink } from "../link/site-link";
import * as styles from "./site-footer.module.css";

/**
 * The two app-store badges (source spec §1), drawn by the project: a black
 * badge with the store's glyph and its pt-BR call. The link carries the name.
 */
function Badge({ glyph, small, large }: { glyph: React.ReactNode; small: string; large: string }) {
  return (
    <svg className={styles.badge} viewBox="0 0 150 44" width="150" height="44" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="149" height="43" rx="7" fill="#000" stroke="#8c8c8c" />
      {glyph}
      <text x="46" y="17" fill="#fff" fontSize="8.5" fontFamily="system-ui, Arial, sans-serif">
        {small}
      </text>
      <text x="46" y="33" fill="#fff" fontSize="15" fontWeight="600" fontFamily="system-ui, Arial, sans-serif">
        {large}
      </text>
    </svg>
  );
}

const APPLE = (
  <path
    fill="#fff"
    d="M28.6 22.9c0-3 2.5-4.5 2.6-4.6a5.6 5.6 0 0 0-4.4-2.4c-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-3.9-1-2 0-3.9 1.2-4.9 3-2.1 3.7-.5 9.1 1.5 12.1 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.3 1 3.9 1c1.6 0 2.6-1.5 3.6-3a12 12 0 0 0 1.6-3.4 5.2 5.2 0 0 1-3.1-4.8ZM25.6 14c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.4.1 2.7-.7 3.6-1.7Z"
  />
);

const PLAY = (
  <g>
    <path fill="#00d7fe" d="M13 10.5 26.2 22 13 33.5c-.4-.2-.7-.7-.7-1.3V11.8c0-.6.3-1.1.7-1.3Z" />
    <path fill="#ffce00" d="m30.6 18.3-4.4 3.7 4.4 3.7 5.2-2.9c1.4-.8 1.4-2.1 0-2.8Z" />
    <path fill="#ff3a44" d="m26.2 22 4.4 3.7-15.9 8.9c-.6.3-1.2.3-1.7-.1Z" />
    <path fill="#00f076" d="M13 10.5c.5-.4 1.1-.4 1.7-.1l15.9 7.9-4.4 3.7Z" />
  </g>
);

const BADGES: Record<string, { glyph: React.ReactNode; small: string; large: string }> = {
  "Baixar na App Store": { glyph: APPLE, small: "Baixar na", large: "App Store" },
  "Disponível no Google Play": { glyph: PLAY, small: "DISPONÍVEL NO", large: "Google Play" },
};

export function StoreBadges() {
  return (
    <ul className={styles.badges} aria-label="Aplicativo Mitsubishi">
      {APP_STORE_LINKS.map((item) => {
        const badge = BADGES[item.label];
        return (
          <li key={item.link}>
            <SiteLink to={item.link} aria-label={item.label} className={styles.badgeLink}>
              {badge ? <Badge {...badge} /> : item.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
