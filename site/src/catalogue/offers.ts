import type { Offer } from "../../../contracts/offer";

/**
 * The offers of the month (/ofertas), the project's own data. Parsed with
 * OfferSchema when the site builds and checked against the catalogue: the model
 * and version exist, an offer price is below the version's public price, and
 * every date of the legal text is a real dd/mm/yyyy date (shown as the last day
 * of the visitor's month by the legal-text rule). Highlighted offers also show
 * on the home page.
 */
export const OFFERS: Offer[] = [
  {
    id: "l200-triton-sport-gl-taxa-zero",
    position: 1,
    modelId: 7,
    trimId: "l200-triton-sport-gl-2027",
    title: "L200 Triton Sport GL com taxa 0% em 24 meses",
    price: 169990,
    conditions: [
      "Entrada de 60% e saldo em 24 parcelas mensais com taxa de 0% ao mês.",
      "Preço especial de R$\u00a0169.990 para pagamento à vista ou financiado.",
      "Garantia de 5 anos sem limite de quilometragem para uso particular.",
    ],
    legalText:
      "<p>Oferta válida até 30/11/2026 para a L200 Triton Sport GL 2.4 Diesel 4x4 MT ano/modelo 2027, pintura sólida, frete incluso, ou enquanto durarem os estoques. Financiamento pela instituição financeira parceira com entrada de 60% e 24 parcelas; taxa de 0% a.m. e 0% a.a.; CET de 0,9% a.a. referente a tarifas e IOF. Sujeito a aprovação de crédito.</p>",
    highlighted: true,
  },
  {
    id: "eclipse-cross-hpe-s-bonus",
    position: 2,
    modelId: 6,
    trimId: "eclipse-cross-hpe-s-2027",
    title: "Eclipse Cross HPE-S com R$\u00a010.000 de bônus na troca",
    price: 189990,
    conditions: [
      "R$\u00a010.000 de bônus na troca por um usado de qualquer marca.",
      "Tração integral S-AWC de série nesta versão.",
      "Primeira revisão sem custo de mão de obra.",
    ],
    legalText:
      "<p>Oferta válida até 30/11/2026 para o Eclipse Cross HPE-S 1.5 Turbo S-AWC ano/modelo 2027, pintura sólida. O bônus de R$\u00a010.000 é concedido sobre o preço público sugerido na troca por um veículo usado avaliado pela concessionária. Não cumulativa com outras ofertas.</p>",
    highlighted: true,
  },
  {
    id: "pajero-sport-legend-condicao",
    position: 3,
    modelId: 1,
    trimId: "pajero-sport-legend-2027",
    title: "Pajero Sport Legend com a primeira parcela para daqui a 90 dias",
    price: null,
    conditions: [
      "Entrada a partir de 50% e a primeira parcela só depois de 90 dias.",
      "Seguro MIT Seguro com 20% de desconto no primeiro ano.",
      "Recompra garantida por 85% da tabela de referência (consulte as condições).",
    ],
    legalText:
      "<p>Condição válida até 30/11/2026 para o Pajero Sport Legend 2.4 Diesel 4x4 AT ano/modelo 2027 pelo preço público sugerido. Carência de 90 dias para a primeira parcela no financiamento pela instituição financeira parceira, sujeito a aprovação de crédito. Desconto do MIT Seguro sobre a tabela da seguradora parceira para o primeiro ano de apólice.</p>",
    highlighted: true,
  },
  {
    id: "eclipse-cross-tarmac-lancamento",
    position: 4,
    modelId: 5,
    trimId: "eclipse-cross-tarmac-2027",
    title: "Eclipse Cross Tarmac: lançamento com IPVA 2027 pago",
    price: null,
    conditions: ["IPVA 2027 pago pela Mitsubishi nas compras à vista.", "Emplacamento incluso."],
    legalText:
      "<p>Condição de lançamento válida até 31/10/2026 para o Eclipse Cross Tarmac 1.5 Turbo CVT ano/modelo 2027, nas compras à vista pelo preço público sugerido. O valor do IPVA 2027 é concedido como desconto na nota fiscal, limitado à alíquota do estado de emplacamento.</p>",
    highlighted: false,
  },
  {
    id: "triton-tarmac-preco-especial",
    position: 5,
    modelId: 3,
    trimId: "triton-tarmac-2027",
    title: "Triton Tarmac por preço especial",
    price: 279990,
    conditions: [
      "R$\u00a010.000 abaixo do preço público sugerido.",
      "Três anos de MIT Revisão Programada com preço fixo.",
    ],
    legalText:
      "<p>Oferta válida até 30/11/2026 para a Triton Tarmac 2.4 Diesel 4x4 AT ano/modelo 2027, pintura sólida, frete incluso. Preço fixo das três primeiras revisões conforme a tabela do MIT Revisão Programada vigente na data da compra.</p>",
    highlighted: false,
  },
];
