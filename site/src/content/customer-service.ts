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
  freeCalls: "Ligações para os números 0800 são gratuitas de telefones fixos e celulares de todo o Brasil.",
} as const;

/**
 * What the pages that show the toll-free numbers say of them (decision PAGE-30): they are this project's
 * sample numbers, as the dealers are. Page data, not script, like the lines themselves.
 */
export const TOLL_FREE_SAMPLE_NOTES = {
  /** Beside the toll-free numbers on the services pages and the subscription page. */
  numbers:
    "Os números 0800 deste site são fictícios, feitos para demonstrar o site; não ligue para eles esperando o atendimento da Mitsubishi.",
  /** On the contact page, whose WhatsApp line is sample data too. */
  numbersAndWhatsapp:
    "Os números 0800 deste site são fictícios, como o WhatsApp desta página, feitos para demonstrar o site; não ligue para eles esperando o atendimento da Mitsubishi.",
} as const;

/** What the contact page says around its channels and form: page data, so its script carries none of it. */
export const CONTACT_PAGE = {
  intro: "Ligue, mande uma mensagem pelo WhatsApp ou escreva para a Central de Atendimento Mitsubishi.",
  /** Where the thank-you invites the visitor to go next. */
  next: [
    { label: "Encontrar uma concessionária", to: "/concessionarias" },
    { label: "Voltar para a página inicial", to: "/" },
  ],
} as const;
