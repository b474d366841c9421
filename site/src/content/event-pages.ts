/**
 * What each event page of Mundo MIT says beyond the event's own description
 * (the catalogue's Event has id, name, description, logo, image and position):
 * how the event runs, what a participant gets and who may take part. Keyed by
 * the event's name; the build stops when an event of the catalogue has none.
 */
export interface EventPage {
  format: string[];
  participantGets: string[];
  whoCanTakePart: string;
}

export const EVENT_PAGES: Readonly<Record<string, EventPage>> = {
  "Mitsubishi Cup": {
    format: [
      "Seis etapas por ano em circuitos fechados de terra, com largadas cronometradas.",
      "Categorias de entrada para carros de série e categorias de competição com carros preparados.",
      "Pontuação por etapa e campeonato por categoria.",
    ],
    participantGets: [
      "Inscrição com vistoria de segurança do carro e briefing técnico.",
      "Kit do piloto e do navegador: macacão, camiseta e adesivos oficiais.",
      "Assistência mecânica da equipe Mitsubishi no parque de apoio.",
      "Troféus para os três primeiros de cada categoria.",
    ],
    whoCanTakePart: "Pilotos com CNH e licença de piloto de rali, com um Mitsubishi de série ou preparado.",
  },
  "Mitsubishi Outdoor": {
    format: [
      "Um fim de semana de provas em família ou com os amigos, com planilha de navegação.",
      "Provas off-road, de aventura (trilha a pé, caiaque, arvorismo) e culturais pelo caminho.",
      "Vence a equipe que soma mais pontos, não a que chega primeiro.",
    ],
    participantGets: [
      "Planilha e treinamento de navegação antes da largada.",
      "Kit da equipe, café da manhã e almoço nos dois dias.",
      "Seguro de acidentes pessoais para todos os ocupantes.",
    ],
    whoCanTakePart: "Equipes de 2 a 5 pessoas a bordo de qualquer SUV ou picape Mitsubishi 4x4.",
  },
  "Mitsubishi Motorsports": {
    format: [
      "Rali de regularidade: cada trecho tem uma velocidade média e um tempo ideal.",
      "Postos de controle secretos medem o tempo de passagem; cada segundo de diferença perde pontos.",
      "Trechos de asfalto e de terra, em estradas abertas e respeitando as leis de trânsito.",
    ],
    participantGets: [
      "Curso de regularidade para estreantes na véspera da prova.",
      "Planilha oficial, numeral do carro e kit da dupla.",
      "Premiação por categoria e ranking do campeonato.",
    ],
    whoCanTakePart: "Duplas de piloto e navegador com qualquer Mitsubishi, inclusive sem tração 4x4.",
  },
  "Mitsubishi Experience": {
    format: [
      "Passeios off-road de lazer de um ou dois dias, sem cronômetro.",
      "Trilhas escolhidas para cada nível, do iniciante ao experiente.",
      "Instrutores orientam o uso da tração e a travessia de cada obstáculo.",
    ],
    participantGets: [
      "Instrução de direção off-road com instrutores da Mitsubishi.",
      "Refeições, paradas em pontos turísticos e hospedagem nos passeios de dois dias.",
      "Fotos do passeio e certificado de participação.",
    ],
    whoCanTakePart: "Donos de SUVs e picapes Mitsubishi 4x4 e os seus acompanhantes, sem experiência prévia.",
  },
};
