import type { RecallCampaign } from "../../../contracts/recall-campaign";

/**
 * Recall campaigns (/recall), the project's own sample data: the model called
 * in, the part, the risk, the free repair and the chassis ranges. A visitor
 * checks a chassis number against these ranges in the browser. Parsed with
 * RecallCampaignSchema when the site builds and checked against the catalogue.
 */
export const RECALL_CAMPAIGNS: RecallCampaign[] = [
  {
    id: "l200-triton-sport-2026-cinto",
    title: "L200 Triton Sport 2026: fixação do cinto de segurança traseiro",
    modelId: 7,
    modelYears: [2026, 2027],
    component: "Parafuso de fixação do cinto de segurança central traseiro.",
    risk: "O parafuso pode ter sido montado sem o torque correto e, em uma colisão, o cinto pode não reter o ocupante.",
    remedy: "Reaperto do parafuso com o torque especificado, em cerca de 30 minutos, sem custo.",
    startedOn: "2026-08-17",
    chassisRanges: [
      { first: "93XJNKB8TRC000101", last: "93XJNKB8TRC004850" },
      { first: "93XJNKB8TSC000001", last: "93XJNKB8TSC001200" },
    ],
  },
  {
    id: "eclipse-cross-2026-bomba",
    title: "Eclipse Cross 2026: bomba de combustível",
    modelId: 6,
    modelYears: [2026],
    component: "Bomba de combustível de baixa pressão.",
    risk: "O rotor da bomba pode deformar e o motor pode apagar com o carro em movimento, aumentando o risco de acidente.",
    remedy: "Substituição da bomba de combustível, em cerca de 2 horas, sem custo.",
    startedOn: "2025-11-03",
    chassisRanges: [{ first: "93XGWGA1WRZ010001", last: "93XGWGA1WRZ018650" }],
  },
  {
    id: "pajero-sport-2026-airbag",
    title: "Pajero Sport 2026: conector do airbag do motorista",
    modelId: 1,
    modelYears: [2026],
    component: "Conector elétrico do módulo do airbag do motorista.",
    risk: "O conector pode se soltar e o airbag do motorista pode não abrir em uma colisão.",
    remedy: "Inspeção e, se preciso, troca do conector, em cerca de 1 hora, sem custo.",
    startedOn: "2025-04-22",
    chassisRanges: [{ first: "MMBGUKS10RH004001", last: "MMBGUKS10RH009999" }],
  },
];
