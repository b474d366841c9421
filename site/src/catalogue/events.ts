import type { BrandEvent } from "../../../contracts/event";

/**
 * The four events of the brand world (source spec §3 "Event"), local data that
 * the Mundo MIT menu shows without any call (§7). Logos and images are
 * drawings of the project, served from /artwork. Parsed with EventSchema when
 * the site builds.
 */
export const EVENTS: BrandEvent[] = [
  {
    id: 1,
    name: "Mitsubishi Cup",
    description: "Rali de velocidade em circuito fechado, com picapes e SUVs preparados para a terra.",
    logoId: "mitsubishi-cup-logo",
    imageId: "mitsubishi-cup-imagem",
    position: 1,
  },
  {
    id: 2,
    name: "Mitsubishi Outdoor",
    description:
      "Rali de estratégia com provas off-road, de aventura e culturais, para fazer em família ou com os amigos.",
    logoId: "mitsubishi-outdoor-logo",
    imageId: "mitsubishi-outdoor-imagem",
    position: 2,
  },
  {
    id: 3,
    name: "Mitsubishi Motorsports",
    description: "Rali de regularidade: vence quem cumpre cada trecho no tempo ideal, não quem chega primeiro.",
    logoId: "mitsubishi-motorsports-logo",
    imageId: "mitsubishi-motorsports-imagem",
    position: 3,
  },
  {
    id: 4,
    name: "Mitsubishi Experience",
    description: "Passeios off-road de lazer, com instrutores, para aproveitar o seu Mitsubishi fora do asfalto.",
    logoId: "mitsubishi-experience-logo",
    imageId: "mitsubishi-experience-imagem",
    position: 4,
  },
];
