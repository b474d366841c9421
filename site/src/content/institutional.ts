import type { Article } from "./article";

/** /institucional: who the importer is, its plant and its commitments (the project's own text). */
export const INSTITUTIONAL: Article = {
  lead: "A Mitsubishi Motors chegou ao Brasil em 1991 e hoje produz SUVs e picapes em Catalão, Goiás, para todo o país, com 5 anos de garantia de fábrica.",
  sections: [
    {
      heading: "Quem somos",
      paragraphs: [
        "A HPE Automotores do Brasil é a importadora e fabricante oficial da Mitsubishi Motors no país. Começou importando o Pajero e a L200 e, em 1998, inaugurou a fábrica de Catalão (GO), a primeira de uma marca japonesa com capital nacional.",
        "Da fábrica saem a L200 Triton Sport, a Triton Tarmac, o Pajero Sport e o Eclipse Cross. O Outlander e a Nova Triton chegam importados do Japão e da Tailândia.",
      ],
    },
    {
      heading: "A fábrica de Catalão",
      list: [
        "Mais de 1 milhão de veículos produzidos.",
        "Pista de testes off-road própria, onde cada picape e SUV é avaliado antes de sair.",
        "Cerca de 3.000 empregos diretos na região.",
      ],
    },
    {
      heading: "Nossos compromissos",
      list: [
        "5 anos de garantia de fábrica em todos os veículos novos.",
        "Rede de concessionárias autorizadas em todos os estados.",
        "Recompra garantida e serviços que cuidam do carro depois da compra.",
        "Esporte e aventura com responsabilidade: as provas do Mundo MIT seguem regras de segurança e de respeito ao meio ambiente.",
      ],
      links: [
        { label: "Serviços e benefícios", to: "/servicos-beneficios" },
        { label: "Mundo MIT", to: "/mundo-mit" },
      ],
    },
    {
      heading: "Imprensa e transparência",
      paragraphs: ["Comunicados, campanhas de recall e a política de privacidade estão sempre publicados no site."],
      links: [
        { label: "Sala de imprensa", to: "/imprensa" },
        { label: "Recall", to: "/recall" },
        { label: "Privacidade", to: "/privacidade" },
      ],
    },
  ],
  callsToAction: [
    { label: "Encontrar uma concessionária", to: "/concessionarias" },
    { label: "Fale conosco", to: "/fale-conosco" },
  ],
};
