import { SiteLink } from "../link/site-link";
import { SampleDataNote } from "../page/sample-data-note";
import * as styles from "./contact-channels.module.css";

/** A customer-service channel as the contact page lists it. */
export interface ContactChannel {
  service: string;
  /** What it is for, in the visitor's words. */
  purpose: string;
  /** The number as the visitor reads it. */
  display: string;
  /** Where the link leads: `tel:…` or WhatsApp's address. */
  href: string;
  /** Said after the number to a screen reader: what following the link does. */
  action: string;
}

interface ContactChannelsProps {
  /** The toll-free lines and WhatsApp, as the build writes them (templates/contact.data.ts). */
  channels: readonly ContactChannel[];
  hours: readonly string[];
  /** What the page says of its numbers (content/customer-service.ts): that they are sample data, and free. */
  notes: ContactNotes;
}

/** The contact page's words about its numbers, in its page data. */
export interface ContactNotes {
  sample: string;
  freeCalls: string;
}

/** The customer-service channels (source spec §9: three toll-free numbers), WhatsApp and the hours. */
export function ContactChannels({ channels, hours, notes }: ContactChannelsProps) {
  return (
    <section className={styles.channels} aria-labelledby="canais-titulo">
      <h2 id="canais-titulo" className={styles.title}>
        Central de atendimento
      </h2>
      <SampleDataNote>{notes.sample}</SampleDataNote>
      <ul className={`plain-list ${styles.lines}`}>
        {channels.map(({ service, purpose, display, href, action }) => (
          <li key={service} className={styles.line}>
            <h3 className={styles.service}>{service}</h3>
            <p className={styles.purpose}>{purpose}</p>
            <SiteLink to={href} className={styles.number}>
              {display}
              <span className="visually-hidden"> ({action})</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className={styles.hours}>
        <h3 className={styles.service}>Horário de atendimento</h3>
        <ul>
          {hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className={styles.note}>
        {notes.freeCalls} Para o endereço e o telefone de uma loja, veja as{" "}
        <SiteLink to="/concessionarias">concessionárias</SiteLink>.
      </p>
    </section>
  );
}
