import type { PressRelease } from "../../../contracts/press-release";

/**
 * Press releases (/imprensa), the project's own sample data, listed newest
 * first with dates written by Intl in pt-BR. Parsed with PressReleaseSchema
 * when the site builds; images are drawings of the catalogue.
 */
export const PRESS_RELEASES: PressRelease[] = [
  {
    id: "nova-triton-chega-as-concessionarias",
    title: "Nova Triton chega às concessionárias com motor biturbo de 205 cv",
    publishedOn: "2026-09-15",
    summary: "A nova geração da picape Mitsubishi estreia no Brasil em três versões, todas com tração 4x4.",
    paragraphs: [
      "A Mitsubishi Motors apresenta a Nova Triton, conhecida no mundo como All New Triton. A picape tem chassi inteiramente novo, motor 2.4 biturbo diesel de 205 cv e sete modos de condução.",
      "A linha 2027 chega em três versões, GL, GLS e HPE-S, com preços divulgados pela rede de concessionárias. A produção nacional acontece na fábrica de Catalão (GO).",
    ],
    imageId: "new-triton-estrada",
  },
  {
    id: "outlander-phev-lancamento",
    title: "Novo Outlander híbrido plug-in chega com 7 lugares e tração S-AWC",
    publishedOn: "2026-06-02",
    summary: "O SUV de sete lugares roda até 80 km só no modo elétrico e recarrega em tomada doméstica.",
    paragraphs: [
      "O Novo Outlander PHEV combina um motor 2.4 a gasolina a dois motores elétricos, com tração integral S-AWC e sete lugares.",
      "A versão HPE-S chega com preço público sugerido de R$\u00a0374.990 e 5 anos de garantia de fábrica. Clientes que se cadastraram na lista VIP receberam as primeiras condições de lançamento.",
    ],
    imageId: "outlander-estrada",
  },
  {
    id: "mitsubishi-cup-2026-temporada",
    title: "Mitsubishi Cup abre a temporada 2026 com recorde de inscritos",
    publishedOn: "2026-03-20",
    summary: "A primeira etapa do rali de velocidade reuniu 86 duplas em Mogi Guaçu (SP).",
    paragraphs: [
      "A Mitsubishi Cup, rali de velocidade em circuito fechado da marca, abriu a temporada 2026 com 86 duplas inscritas, o maior número em dez anos.",
      "A temporada tem seis etapas e a final acontece em novembro. Clientes Mitsubishi podem se inscrever nas categorias de entrada com os próprios carros.",
    ],
    imageId: "mitsubishi-cup-imagem",
  },
  {
    id: "catalao-30-anos",
    title: "Fábrica de Catalão completa 30 anos de produção",
    publishedOn: "2025-12-10",
    summary: "A planta goiana já produziu mais de 1 milhão de veículos Mitsubishi.",
    paragraphs: [
      "A fábrica de Catalão (GO), primeira de uma marca japonesa com capital nacional no Brasil, completou 30 anos de produção com mais de 1 milhão de veículos montados.",
      "Da linha saem hoje a L200 Triton Sport, a Triton Tarmac, o Pajero Sport e o Eclipse Cross.",
    ],
    imageId: null,
  },
];
