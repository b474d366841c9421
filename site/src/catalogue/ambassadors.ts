import type { Ambassador } from "../../../contracts/ambassador";

/**
 * The ambassadors of Mundo MIT (/mundo-mit/embaixadores-mit). Fictional sample
 * profiles written by the project, with portraits the project draws: no real
 * person is named or pictured. Parsed with AmbassadorSchema when the site builds.
 */
export const AMBASSADORS: Ambassador[] = [
  {
    id: "marina-teles",
    name: "Marina Teles",
    role: "Piloto de rali",
    hometown: "Goiânia (GO)",
    bio: "Corre a Mitsubishi Cup desde 2019 e divide o carro com o pai, que foi o seu primeiro navegador. Treina nas estradas de terra do cerrado goiano.",
    modelId: 7,
    imageId: "embaixadora-marina-teles",
  },
  {
    id: "rafael-okuda",
    name: "Rafael Okuda",
    role: "Navegador e instrutor off-road",
    hometown: "Curitiba (PR)",
    bio: "Instrutor do Mitsubishi Experience, ensina a ler a trilha antes de acelerar. Já navegou em mais de 40 etapas do Mitsubishi Outdoor.",
    modelId: 1,
    imageId: "embaixador-rafael-okuda",
  },
  {
    id: "ana-beatriz-souza",
    name: "Ana Beatriz Souza",
    role: "Fotógrafa de natureza",
    hometown: "Bonito (MS)",
    bio: "Viaja pelo Pantanal e pela Chapada dos Veadeiros registrando a fauna brasileira, com o carro como base e a barraca no teto.",
    modelId: 6,
    imageId: "embaixadora-ana-beatriz-souza",
  },
  {
    id: "joao-pedro-lima",
    name: "João Pedro Lima",
    role: "Produtor rural e piloto de regularidade",
    hometown: "Rio Verde (GO)",
    bio: "Cuida da fazenda da família durante a semana e, nos fins de semana, disputa o Mitsubishi Motorsports, onde ganhar é cumprir o tempo ideal.",
    modelId: 8,
    imageId: "embaixador-joao-pedro-lima",
  },
];
