/**
 * The launch landing page of the new Outlander (/novo-outlander): the page
 * stands without the site's header and with a trimmed footer (source spec §2),
 * and leads to the VIP sign-up. Model facts (price, versions, images) come from
 * the catalogue's Outlander; this is the launch's own copy.
 */
export const NOVO_OUTLANDER_LAUNCH = {
  /** The catalogue model the page launches. */
  modelName: "Outlander",
  kicker: "Lançamento",
  headline: "Novo Outlander",
  lead: "O SUV híbrido plug-in de sete lugares da Mitsubishi. Silencioso na cidade, valente na estrada e na terra, com tração integral S-AWC.",
  highlights: [
    {
      title: "Híbrido plug-in",
      text: "Até 80 km só no modo elétrico e recarga em tomada doméstica ou em carregador de parede.",
    },
    {
      title: "Sete lugares",
      text: "Três fileiras de bancos, com a terceira rebatível no assoalho para abrir espaço de carga.",
    },
    {
      title: "Tração S-AWC",
      text: "O controle integrado de tração nas quatro rodas distribui a força roda a roda em qualquer piso.",
    },
    { title: "5 anos de garantia", text: "Garantia de fábrica e 8 anos para a bateria de alta tensão." },
  ],
  vip: {
    heading: "Seja VIP do Novo Outlander",
    text: "Cadastre-se para receber em primeira mão as condições de lançamento e ser chamado para o test drive antes de todo mundo.",
    label: "Quero ser VIP",
    to: "/novo-outlander/form-vip",
  },
} as const;
