import type { MenuItem } from "../../../contracts/menu-item";
import { EXTERNAL_LINKS } from "../external-links";

/**
 * The site's navigation (source spec §2). Model lists and events come from the
 * local catalogue, never from a call (§7).
 */

/** The main menu of the header, in the order the spec lists it. */
export const MAIN_MENU: MenuItem[] = [
  { label: "Modelos", link: "/#modelos" },
  { label: "Ofertas", link: "/ofertas" },
  { label: "MIT Assinatura", link: "/mit-assinatura" },
  { label: "Serviços e Benefícios", link: "/servicos-beneficios" },
  { label: "Vendas Diretas", link: "/vendas-diretas" },
  { label: "MIT Agro", link: "/mit-agro" },
  { label: "MIT 4FUN", link: "/mit4fun" },
  { label: "Mundo MIT", link: "/mundo-mit" },
];

/** The secondary links of the header: quote, test drive and dealers. */
export const SECONDARY_LINKS: MenuItem[] = [
  { label: "Cotação", link: "/informacoes-pre-atendimento/cotacao" },
  { label: "Test drive", link: "/informacoes-pre-atendimento/test-drive" },
  { label: "Concessionárias", link: "/concessionarias" },
];

/** The footer's site links, in the spec's order. */
export const FOOTER_LINKS: MenuItem[] = [
  { label: "Institucional", link: "/institucional" },
  { label: "Aspectos legais", link: "/aspectos-legais" },
  { label: "Privacidade", link: "/privacidade" },
  { label: "Termos de uso", link: "/termos-uso" },
  { label: "Recall", link: "/recall" },
  { label: "Imprensa", link: "/imprensa" },
  { label: "Fale conosco", link: "/fale-conosco" },
  { label: "Mapa do site", link: "/mapa-do-site" },
];

/** Footer links left out on the launch page of the new Outlander (§2). */
export const FOOTER_LINKS_OMITTED_ON_LAUNCH = new Set(["/recall", "/imprensa", "/mapa-do-site"]);

export const SOCIAL_LINKS: MenuItem[] = [
  { label: "Instagram", link: EXTERNAL_LINKS.instagram },
  { label: "Facebook", link: EXTERNAL_LINKS.facebook },
  { label: "YouTube", link: EXTERNAL_LINKS.youtube },
];

export const APP_STORE_LINKS: MenuItem[] = [
  { label: "Baixar na App Store", link: EXTERNAL_LINKS.appStore },
  { label: "Disponível no Google Play", link: EXTERNAL_LINKS.googlePlay },
];
