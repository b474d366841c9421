import { useState } from "react";
import { FOOTER_LINKS, FOOTER_LINKS_OMITTED_ON_LAUNCH } from "../../catalogue/navigation";
import { EXTERNAL_LINKS } from "../../external-links";
import { footerOmitsSecondaryLinks } from "../../routes/visibility";
import { BrandLogo } from "../header/brand-logo";
import { SiteLink } from "../link/site-link";
import { onDemand } from "../on-demand/use-on-demand";
import * as styles from "./site-footer.module.css";
import { SocialLinks } from "./social-links";
import { StoreBadges } from "./store-badges";

/** The dialog's code loads only when the visitor asks for it. */
const CookiePreferencesDialog = onDemand(() =>
  import("../consent/cookie-preferences-dialog").then((module) => module.CookiePreferencesDialog),
);
const preloadDialog = () => {
  CookiePreferencesDialog.preload().catch(() => undefined);
};

/**
 * The site-wide footer (source spec §2 "Footer links"): the institutional and
 * legal pages (on /novo-outlander without recall, press and site map), the
 * cookie preferences, the privacy channel (an external form), the app-store
 * badges and the social networks.
 */
export function SiteFooter({ path }: { path: string }) {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const Dialog = CookiePreferencesDialog.useComponent(preferencesOpen);
  const links = footerOmitsSecondaryLinks(path)
    ? FOOTER_LINKS.filter((item) => !FOOTER_LINKS_OMITTED_ON_LAUNCH.has(item.link))
    : FOOTER_LINKS;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo className={styles.logo} />
          <p className={styles.tagline}>SUVs e picapes com 5 anos de garantia de fábrica.</p>
        </div>
        <nav aria-label="Rodapé">
          <ul className={`plain-list ${styles.links}`}>
            {links.map((item) => (
              <li key={item.link}>
                <SiteLink to={item.link}>{item.label}</SiteLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.linkButton}
                aria-haspopup="dialog"
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                onClick={() => setPreferencesOpen(true)}
              >
                Preferências de cookies
              </button>
            </li>
            <li>
              <SiteLink to={EXTERNAL_LINKS.privacyChannel}>Canal de privacidade</SiteLink>
            </li>
          </ul>
        </nav>
        <div className={styles.apps}>
          <div>
            <p className={styles.groupTitle}>Baixe o app</p>
            <StoreBadges />
          </div>
          <div>
            <p className={styles.groupTitle}>Siga a Mitsubishi</p>
            <SocialLinks />
          </div>
        </div>
        <p className={styles.legal}>
          © HPE Automotores do Brasil Ltda., importadora e fabricante Mitsubishi Motors no Brasil. Todos os veículos com
          5 anos de garantia de fábrica.
        </p>
      </div>
      {preferencesOpen && Dialog && <Dialog onClose={() => setPreferencesOpen(false)} />}
    </footer>
  );
}
