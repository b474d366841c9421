/**
 * The importer's phone lines as the visitor reads and dials them (§9): the
 * three toll-free numbers, and the customer-service central of the contact page.
 */

/** A toll-free line: the number as the visitor reads it and as a `tel:` address dials it. */
export interface TollFreeNumber {
  service: string;
  display: string;
  tel: string;
}

/** The three toll-free numbers offered (§9): assistance, insurance and subscription. */
export const TOLL_FREE_NUMBERS = {
  assistance: { service: "MIT Assistance", display: "0800 770 0611", tel: "tel:+558007700611" },
  insurance: { service: "MIT Seguro", display: "0800 770 0612", tel: "tel:+558007700612" },
  subscription: { service: "MIT Assinatura", display: "0800 770 0613", tel: "tel:+558007700613" },
} as const satisfies Record<"assistance" | "insurance" | "subscription", TollFreeNumber>;

/**
 * The customer-service central of the contact page: what each line is for,
 * when it answers, and its WhatsApp (the number is the reference deployment's
 * placeholder, as the toll-free numbers are). MIT Assistance answers round the
 * clock. The build writes the page's channels from these
 * (templates/contact.data.ts), so they are page data, not script.
 */
export const CUSTOMER_SERVICE = {
  /** What each toll-free line is for, in the visitor's words. */
  purposes: {
    assistance: "Assistência 24 horas: guincho, chaveiro, pane seca e socorro mecânico.",
    insurance: "Seguro do seu Mitsubishi: sinistros, apólices e coberturas.",
    subscription: "Carro por assinatura: planos, contratos e devolução.",
  } satisfies Record<keyof typeof TOLL_FREE_NUMBERS, string>,
  whatsappPurpose: "Dúvidas sobre modelos, concessionárias e pós-venda, por mensagem.",
  hours: ["Segunda a sexta, das 8h às 20h", "Sábados, das 8h às 14h, exceto feriados"],
  assistanceHours: "MIT Assistance: 24 horas, todos os dias",
  whatsapp: "(11) 97070-0610",
} as const;
