import type { ReactNode } from "react";
import { BrandLogo } from "../header/brand-logo";
import { SiteLink } from "../link/site-link";
import * as styles from "./form-page.module.css";

interface FormPageProps {
  title: string;
  intro: ReactNode;
  /** The form (or, once sent, its thank-you). */
  children: ReactNode;
  /** What sits beside the form on a wide screen and under it on a phone. */
  aside: ReactNode;
  /** A page without the site's header shows the brand above its title, leading to `home`. */
  standalone?: { home: string; homeName: string } | undefined;
}

/** A page built around a form: title and introduction, the form, and a column of help beside it. */
export function FormPage({ title, intro, children, aside, standalone }: FormPageProps) {
  return (
    <div className={`page ${styles.page}`}>
      {standalone && (
        <SiteLink to={standalone.home} className={styles.brand}>
          <BrandLogo className={styles.logo} />
          <span className="visually-hidden"> – {standalone.homeName}</span>
        </SiteLink>
      )}
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.lead}>{intro}</div>
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside}>{aside}</aside>
      </div>
    </div>
  );
}

/** A numbered "how it works" list for the aside. */
export function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  const id = `passos-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {title}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** What the site does with the data a form asks for, beside the form. */
export function PrivacyNote() {
  return (
    <section className={styles.privacy} aria-labelledby="seus-dados">
      <h2 id="seus-dados" className={styles.privacyTitle}>
        Seus dados
      </h2>
      <p>
        Usamos seus dados só para responder a este pedido, conforme a Lei Geral de Proteção de Dados (LGPD). Saiba mais
        na <SiteLink to="/privacidade">Política de privacidade</SiteLink>.
      </p>
    </section>
  );
}
