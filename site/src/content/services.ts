import type { ArticleLink } from "./article";
import type { TOLL_FREE_NUMBERS } from "./customer-service";

/**
 * The nine services of Serviços e Benefícios (source spec §2 "Other pages seen
 * in structured data"): what each is, how it works, who can use it and what to
 * do next. The project's own text; each has its page at its route and a
 * pictogram drawn by the project (`servico-{slug}`).
 */
export interface ServiceContent {
  /** The service's route (a route of the table's "services" group). */
  path: string;
  name: string;
  /** One sentence for the services page and the structured data. */
  summary: string;
  whatItIs: string[];
  howItWorks: string[];
  whoCanUse: string[];
  callToAction: ArticleLink;
  /** The toll-free line that serves it, when there is one (§9). */
  tollFree?: keyof typeof TOLL_FREE_NUMBERS;
  /** Whether the page presents the guaranteed buy-back programme (§9). */
  buyBack?: boolean;
}

const QUOTE: ArticleLink = { label: "Pedir uma cotação", to: "/informacoes-pre-atendimento/cotacao" };
const DEALERS: ArticleLink = { label: "Encontrar uma concessionária", to: "/concessionarias" };

export const SERVICES: readonly ServiceContent[] = [
  {
    path: "/mit-revisao-programada",
    name: "MIT Revisão Programada",
    summary: "Revisões com preço fixo e peças genuínas, que mantêm os 5 anos de garantia.",
    whatItIs: [
      "O plano de manutenção da Mitsubishi: cada revisão do manual tem preço fixo, divulgado antes, para o seu modelo e versão.",
      "Mão de obra treinada pela fábrica e peças genuínas, com o registro no histórico do carro.",
    ],
    howItWorks: [
      "Consulte o preço da próxima revisão do seu modelo na concessionária.",
      "Agende a revisão a cada 10.000 km ou 12 meses, o que vier primeiro.",
      "Pague o preço fixo da tabela, sem surpresas no orçamento.",
    ],
    whoCanUse: ["Todos os veículos Mitsubishi novos e seminovos ainda na garantia de fábrica."],
    callToAction: DEALERS,
  },
  {
    path: "/mit-kit-pecas-peca-facil",
    name: "MIT Kit Peças Peça Fácil",
    summary: "Kits de peças genuínas com preço fechado para os itens que mais se desgastam.",
    whatItIs: [
      "Kits prontos de peças genuínas (freios, suspensão, filtros, correias) com preço fechado e instalação na concessionária.",
    ],
    howItWorks: [
      "Escolha o kit pelo modelo e pelo ano do seu carro.",
      "A concessionária confirma a disponibilidade e agenda a instalação.",
      "As peças têm 12 meses de garantia, sem limite de quilometragem.",
    ],
    whoCanUse: ["Proprietários de qualquer Mitsubishi, inclusive fora da garantia de fábrica."],
    callToAction: DEALERS,
  },
  {
    path: "/mit-assistance",
    name: "MIT Assistance",
    summary: "Assistência 24 horas em todo o Brasil: guincho, chaveiro, pane seca, troca de pneu e hospedagem.",
    whatItIs: [
      "A assistência 24 horas da Mitsubishi, em todo o território nacional, durante os 5 anos de garantia de fábrica.",
    ],
    howItWorks: [
      "Ligue grátis para a central a qualquer hora, informe a placa e onde o carro está.",
      "A central envia guincho, chaveiro, socorro mecânico ou combustível.",
      "Longe de casa, você tem táxi, hospedagem ou carro reserva conforme a distância.",
    ],
    whoCanUse: ["Todos os veículos Mitsubishi na garantia de fábrica, com as revisões em dia."],
    callToAction: DEALERS,
    tollFree: "assistance",
  },
  {
    path: "/mit-cartao",
    name: "MIT Cartão",
    summary: "O cartão de crédito que vira desconto na compra do carro, nas revisões e nas peças.",
    whatItIs: [
      "Um cartão de crédito sem anuidade no primeiro ano em que cada compra acumula pontos que viram desconto na rede Mitsubishi.",
    ],
    howItWorks: [
      "Peça o cartão na concessionária ou no banco emissor parceiro.",
      "Cada real gasto acumula pontos que não expiram por 36 meses.",
      "Use os pontos como desconto em revisões, peças, acessórios ou na compra de um Mitsubishi novo.",
    ],
    whoCanUse: ["Maiores de 18 anos com CPF regular, sujeito à análise de crédito do emissor."],
    callToAction: DEALERS,
  },
  {
    path: "/mit-consorcio",
    name: "MIT Consórcio",
    summary: "Planeje o seu Mitsubishi sem juros, com parcelas que cabem no orçamento.",
    whatItIs: [
      "O consórcio da marca: um grupo de pessoas contribui todo mês e, a cada assembleia, participantes são contemplados por sorteio ou lance.",
    ],
    howItWorks: [
      "Escolha o modelo e o prazo, de 36 a 80 meses.",
      "Pague parcelas sem juros, apenas com a taxa de administração.",
      "Contemplado, use a carta de crédito para retirar o seu Mitsubishi na concessionária.",
    ],
    whoCanUse: ["Pessoas físicas e jurídicas, sem análise de crédito para entrar no grupo."],
    callToAction: QUOTE,
  },
  {
    path: "/mit-seguro",
    name: "MIT Seguro",
    summary: "Seguro auto feito para o seu Mitsubishi, com reparos na rede autorizada.",
    whatItIs: [
      "Seguro com cobertura completa (colisão, roubo, furto, incêndio e terceiros) e reparos com peças genuínas nas concessionárias.",
    ],
    howItWorks: [
      "Peça a cotação pela central ou na concessionária no momento da compra.",
      "Escolha as coberturas e a franquia.",
      "Em caso de sinistro, ligue grátis: a central orienta e agenda o reparo.",
    ],
    whoCanUse: ["Proprietários de Mitsubishi novos e seminovos de até 10 anos."],
    callToAction: QUOTE,
    tollFree: "insurance",
  },
  {
    path: "/mit-blindagem",
    name: "MIT Blindagem",
    summary: "Blindagem certificada pelo Exército, sem perder a garantia de fábrica.",
    whatItIs: [
      "Blindagem nível III-A feita por blindadoras homologadas pela Mitsubishi, com certificação do Exército Brasileiro.",
    ],
    howItWorks: [
      "Escolha o modelo na concessionária e contrate a blindagem junto com a compra.",
      "O carro vai direto da fábrica para a blindadora e é entregue em cerca de 45 dias.",
      "A garantia de fábrica de 5 anos é mantida, com 5 anos de garantia da blindagem.",
    ],
    whoCanUse: ["Compradores de Pajero Sport, Outlander e Eclipse Cross novos."],
    callToAction: QUOTE,
  },
  {
    path: "/mit-especial",
    name: "MIT Especial",
    summary: "Condições especiais para pessoas com deficiência (PcD), com isenções de impostos.",
    whatItIs: [
      "O programa da Mitsubishi para pessoas com deficiência, condutoras ou não, com desconto de fábrica e apoio na documentação das isenções de IPI, ICMS e IOF.",
    ],
    howItWorks: [
      "Reúna o laudo médico e os documentos pedidos pela Receita Federal e pelo seu estado.",
      "A concessionária ajuda a pedir as isenções e reserva o carro.",
      "Com as autorizações, o carro é faturado com as isenções e o desconto do programa.",
    ],
    whoCanUse: ["Pessoas com deficiência física, visual, mental ou autismo, e os seus representantes legais."],
    callToAction: { label: "Conhecer as vendas diretas", to: "/vendas-diretas" },
  },
  {
    path: "/mit-facil",
    name: "MIT Fácil",
    summary: "Financiamento com parcelas reduzidas e a recompra garantida do seu Mitsubishi no fim do plano.",
    whatItIs: [
      "Um plano de financiamento com entrada, parcelas menores e uma parcela final que pode ser paga com a recompra garantida do carro.",
    ],
    howItWorks: [
      "Dê a entrada e pague parcelas reduzidas por até 24 meses.",
      "No fim do plano, fique com o carro pagando a parcela final, ou troque por um Mitsubishi novo.",
      "Na troca, a Mitsubishi recompra o seu carro por 85% da tabela de referência, se as condições do programa forem cumpridas.",
    ],
    whoCanUse: ["Pessoas físicas com crédito aprovado, na compra de um Mitsubishi novo participante."],
    callToAction: QUOTE,
    buyBack: true,
  },
];

/** The pictogram of a service: a drawing of the project named after the end of its path. */
export function servicePictogramId(service: Pick<ServiceContent, "path">): string {
  return `servico-${service.path.replace(/^\/(mit-)?/, "")}`;
}

/** The services the home page highlights, in this order. */
export const HOME_SERVICE_PATHS = ["/mit-revisao-programada", "/mit-assistance", "/mit-seguro", "/mit-facil"] as const;
