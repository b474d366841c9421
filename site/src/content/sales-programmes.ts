import type { ArticlePage } from "./article";

/**
 * The sales programmes of the main menu: direct sales (/vendas-diretas), the
 * agro line (/mit-agro) and MIT 4FUN (/mit4fun). Each page shows the catalogue
 * models its rule picks, so a model added to the catalogue appears by itself.
 */

export const DIRECT_SALES: ArticlePage = {
  article: {
    lead: "Condições especiais de fábrica para quem compra com CNPJ ou tem direito a isenção: empresas, frotistas, produtores rurais, taxistas e pessoas com deficiência.",
    sections: [
      {
        heading: "Quem pode comprar",
        list: [
          "Empresas: pessoas jurídicas com CNPJ ativo há pelo menos 12 meses.",
          "Frotistas: empresas e locadoras com frota própria a partir de 5 veículos.",
          "Produtores rurais: com inscrição estadual de produtor rural ativa.",
          "Taxistas: com alvará de taxista em nome próprio, com isenção de IPI e ICMS quando aplicável.",
          "Pessoas com deficiência (PcD): com laudo e isenções de IPI, ICMS e IOF conforme a lei.",
        ],
      },
      {
        heading: "Como funciona",
        list: [
          "Escolha o modelo e a versão entre os disponíveis para vendas diretas.",
          "Peça a cotação: a concessionária confere a documentação do seu perfil.",
          "O pedido é faturado pela fábrica com o desconto do programa e entregue na concessionária.",
        ],
      },
      {
        heading: "Documentos",
        paragraphs: [
          "Cartão CNPJ, contrato social e documento do responsável para empresas; inscrição estadual para produtores rurais; alvará e CNH para taxistas; laudo médico e autorizações de isenção para PcD.",
        ],
        links: [{ label: "Condições para PcD no MIT Especial", to: "/mit-especial" }],
      },
    ],
    callsToAction: [
      { label: "Pedir uma cotação de vendas diretas", to: "/informacoes-pre-atendimento/cotacao" },
      { label: "Encontrar uma concessionária", to: "/concessionarias" },
    ],
  },
  showcase: { heading: "Modelos com vendas diretas", includes: (model) => model.directSales },
};

export const AGRO: ArticlePage = {
  article: {
    lead: "Picapes e SUVs 4x4 a diesel feitos para a rotina do campo, com condições do programa de vendas diretas para produtores rurais e financiamento que acompanha a safra.",
    sections: [
      {
        heading: "Feitos para o campo",
        list: [
          "Tração 4x4 com reduzida e bloqueio do diferencial para atoleiros e estradas vicinais.",
          "Motores a diesel com torque de sobra para puxar carretas e carregar a caçamba.",
          "Revisões a cada 10.000 km ou 12 meses, com preço fixo no MIT Revisão Programada.",
        ],
      },
      {
        heading: "Condições para o produtor rural",
        list: [
          "Desconto de vendas diretas para quem tem inscrição estadual de produtor rural.",
          "Financiamento com parcelas anuais ou semestrais, no ritmo da colheita.",
          "Seguro MIT Seguro com cobertura para uso em propriedade rural.",
        ],
        links: [
          { label: "Vendas diretas", to: "/vendas-diretas" },
          { label: "MIT Seguro", to: "/mit-seguro" },
        ],
      },
    ],
    callsToAction: [
      { label: "Pedir uma cotação", to: "/informacoes-pre-atendimento/cotacao" },
      { label: "Agendar um test drive", to: "/informacoes-pre-atendimento/test-drive" },
    ],
  },
  showcase: {
    heading: "Modelos para o agro",
    includes: (model) => model.trims.some((trim) => trim.fuel === "Diesel") && model.directSales,
  },
};

export const MIT_4FUN: ArticlePage = {
  article: {
    lead: "O MIT 4FUN leva quem tem um Mitsubishi para passeios off-road de um dia, com instrutores, trilhas escolhidas e o carro da família. Sem competição: é para aprender e se divertir.",
    sections: [
      {
        heading: "Como é um passeio",
        list: [
          "Encontro de manhã na concessionária organizadora, com café e briefing de segurança.",
          "Trilha de 60 a 120 km com trechos de terra, lama e travessias, sempre acompanhados por instrutores.",
          "Almoço em uma fazenda ou pousada parceira e volta no fim da tarde.",
        ],
      },
      {
        heading: "Quem participa",
        paragraphs: [
          "Donos de qualquer SUV ou picape Mitsubishi 4x4 e até quatro acompanhantes. Não é preciso experiência: os instrutores ensinam a usar a tração e a escolher o caminho.",
        ],
      },
      {
        heading: "Quer mais aventura?",
        paragraphs: ["Depois do MIT 4FUN, muita gente segue para os passeios e ralis do Mundo MIT."],
        links: [
          { label: "Mitsubishi Experience", to: "/mundo-mit/mitsubishi-experience" },
          { label: "Mitsubishi Outdoor", to: "/mundo-mit/mitsubishi-outdoor" },
        ],
      },
    ],
    callsToAction: [
      { label: "Encontrar a concessionária organizadora", to: "/concessionarias" },
      { label: "Conhecer o Mundo MIT", to: "/mundo-mit" },
    ],
  },
  showcase: {
    heading: "Modelos que encaram a trilha",
    includes: (model) => model.trims.some((trim) => /4x4|S-AWC/.test(`${trim.name} ${trim.engine}`)),
  },
};
