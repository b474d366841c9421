import type { LeadFormName } from "./form-definitions";

/** What a lead form's page says around its form. */
export interface LeadFormPageText {
  intro: string;
  /** How it works, step by step. */
  steps: readonly string[];
  /** Where the thank-you invites the visitor to go next. */
  next: ReadonlyArray<{ label: string; to: string }>;
  /**
   * A page that stands alone, without the site's header (source spec §2: the VIP sign-up): the brand above
   * its title leads to this page instead.
   */
  standalone?: { home: string; homeName: string };
}

/**
 * What each lead form's page says around the form. Handed to the page in its
 * context (page data), so a form page's script carries its own code and none
 * of the three pages' words.
 */
export const LEAD_FORM_PAGES: Readonly<Record<LeadFormName, LeadFormPageText>> = {
  cotacao: {
    intro:
      "Conte qual Mitsubishi você quer e onde está: a concessionária mais perto prepara uma proposta com preço, condições de pagamento e prazo de entrega.",
    steps: [
      "Escolha o modelo e, se quiser, a concessionária.",
      "A concessionária prepara a proposta para você.",
      "Você recebe o contato em até 1 dia útil, sem compromisso.",
    ],
    next: [
      { label: "Agendar um test drive", to: "/informacoes-pre-atendimento/test-drive" },
      { label: "Encontrar uma concessionária", to: "/concessionarias" },
      { label: "Voltar para a página inicial", to: "/" },
    ],
  },
  "test-drive": {
    intro:
      "Dirija o Mitsubishi que você quer conhecer. Escolha o modelo, a concessionária e o melhor dia: a concessionária confirma o horário com você.",
    steps: [
      "Escolha o modelo, a concessionária e o dia.",
      "A concessionária confirma o dia e o horário.",
      "No dia, leve sua CNH válida e aproveite o test drive.",
    ],
    next: [
      { label: "Solicitar uma cotação", to: "/informacoes-pre-atendimento/cotacao" },
      { label: "Encontrar uma concessionária", to: "/concessionarias" },
      { label: "Voltar para a página inicial", to: "/" },
    ],
  },
  "vip-novo-outlander": {
    intro:
      "Seja o primeiro a saber da pré-venda do Novo Outlander: cadastre-se e receba a data de lançamento, as versões e as condições especiais antes de todo mundo.",
    steps: [
      "Cadastre seu nome, e-mail e celular.",
      "Receba em primeira mão a data da pré-venda.",
      "Garanta as condições exclusivas de lançamento.",
    ],
    next: [{ label: "Conhecer o Novo Outlander", to: "/novo-outlander" }],
    standalone: { home: "/novo-outlander", homeName: "Novo Outlander" },
  },
};
