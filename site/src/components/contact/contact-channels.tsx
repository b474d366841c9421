import { formatMobilePhone } from "../../../../contracts/brazil";
import { CUSTOMER_SERVICE, TOLL_FREE_NUMBERS } from "../../content/customer-service";
import { whatsappAddress } from "../../dealers/dealer-links";
import { SiteLink } from "../link/site-link";
import * as styles from "./contact-channels.module.css";

/** What each toll-free line is for, in the visitor's words. */
const PURPOSES: Readonly<Record<keyof typeof TOLL_FREE_NUMBERS, string>> = {
  assistance: "Assistência 24 horas: guincho, chaveiro, pane seca e socorro mecânico.",
  insurance: "Seguro do seu Mitsubishi: sinistros, apólices e coberturas.",
  subscription: "Carro por assinatura: planos, contratos e devolução.",
};

/** The customer-service channels (source spec §9: three toll-free numbers), the hours and WhatsApp. */
export function ContactChannels() {
  return (
    <section className={styles.channels} aria-labelledby="canais-titulo">
      <h2 id="canais-titulo" className={styles.title}>
        Central de atendimento
      </h2>
      <ul className={styles.lines}>
        {(Object.keys(TOLL_FREE_NUMBERS) as Array<keyof typeof TOLL_FREE_NUMBERS>).map((line) => {
          const { service, display, tel } = TOLL_FREE_NUMBERS[line];
          return (
            <li key={line} className={styles.line}>
              <h3 className={styles.service}>{service}</h3>
              <p className={styles.purpose}>{PURPOSES[line]}</p>
              <SiteLink to={tel} className={styles.number}>
                {display}
                <span className="visually-hidden"> (ligação gratuita para {service})</span>
              </SiteLink>
            </li>
          );
        })}
        <li className={styles.line}>
          <h3 className={styles.service}>WhatsApp</h3>
          <p className={styles.purpose}>Dúvidas sobre modelos, concessionárias e pós-venda, por mensagem.</p>
          <SiteLink to={whatsappAddress(CUSTOMER_SERVICE.whatsapp)} className={styles.number}>
            {formatMobilePhone(CUSTOMER_SERVICE.whatsapp)}
            <span className="visually-hidden"> (conversar pelo WhatsApp)</span>
          </SiteLink>
        </li>
      </ul>
      <div className={styles.hours}>
        <h3 className={styles.service}>Horário de atendimento</h3>
        <ul>
          {CUSTOMER_SERVICE.hours.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
          <li>{CUSTOMER_SERVICE.assistanceHours}</li>
        </ul>
      </div>
      <p className={styles.note}>
        Ligações para os números 0800 são gratuitas de telefones fixos e celulares de todo o Brasil. Para o endereço e o
        telefone de uma loja, veja as <SiteLink to="/concessionarias">concessionárias</SiteLink>.
      </p>
    </section>
  );
}
