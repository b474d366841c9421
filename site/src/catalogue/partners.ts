import type { Partner } from "../../../contracts/partner";

/**
 * Sponsorships and partnerships of Mundo MIT
 * (/mundo-mit/patrocinios-e-parcerias): the project's own sample data, with
 * logos the project draws. Parsed with PartnerSchema when the site builds.
 */
export const PARTNERS: Partner[] = [
  {
    id: "rali-cerrado-adentro",
    name: "Rali Cerrado Adentro",
    kind: "patrocinio",
    description:
      "Veículo oficial do rali: picapes L200 Triton Sport levam as equipes de resgate e de organização por 2.000 km de cerrado.",
    logoId: "parceiro-rali-cerrado-adentro",
  },
  {
    id: "instituto-trilhas-vivas",
    name: "Instituto Trilhas Vivas",
    kind: "parceria",
    description:
      "Frota cedida às brigadas de prevenção de incêndios e apoio à manutenção de trilhas em parques nacionais.",
    logoId: "parceiro-instituto-trilhas-vivas",
  },
  {
    id: "equipe-correnteza",
    name: "Equipe Correnteza de Canoagem",
    kind: "patrocinio",
    description:
      "Patrocínio da equipe de canoagem slalom: os atletas e os barcos chegam às etapas do circuito nacional a bordo de um Pajero Sport.",
    logoId: "parceiro-equipe-correnteza",
  },
  {
    id: "escola-serra-alta",
    name: "Escola Off-Road Serra Alta",
    kind: "parceria",
    description: "Cursos de direção fora de estrada com desconto para clientes Mitsubishi, do básico ao avançado.",
    logoId: "parceiro-escola-serra-alta",
  },
];
