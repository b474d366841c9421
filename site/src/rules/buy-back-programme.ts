/**
 * The guaranteed buy-back programme (§9): the importer buys the car back at 85%
 * of the reference price table when every condition holds, as part of the
 * exchange for a new car of the same brand of equal or higher value.
 */
export const BUY_BACK_PROGRAMME = {
  /** The share of the reference price table paid for the car. */
  repurchasePercentOfReferenceTable: 85,
  maxMonthsOfUse: 24,
  maxKmPerYear: 15_000,
  maxKmTotal: 30_000,
  requiresAllScheduledServicesAtAuthorisedDealers: true,
  requiresSpareKey: true,
  requiresNoCollisions: true,
  requiresApprovedInspection: true,
  /** The car bought back only pays towards a new car of the same brand worth as much or more. */
  exchange: { newCarOnly: true, sameBrandOnly: true, minValueRatio: 1 },
  /** The conditions as the visitor reads them, in the order above. */
  conditions: [
    "Recompra por 85% do valor da tabela de preços de referência.",
    "Até 24 meses de uso.",
    "Até 15.000 km por ano e 30.000 km no total.",
    "Todas as revisões programadas feitas na rede de concessionárias autorizadas.",
    "Chave reserva.",
    "Sem colisões.",
    "Vistoria aprovada.",
    "Troca somente por um carro novo da marca, de valor igual ou superior.",
  ],
} as const;
