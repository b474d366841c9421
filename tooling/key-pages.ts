/**
 * The site's key pages: the ones `npm run bench` measures with Lighthouse
 * against a bare Gatsby page, and whose first-load scripts the build's checks
 * hold to issue 15's budget (spec/built-site/first-load-scripts.test.ts).
 */
export const KEY_PAGES = [
  { name: "Home", path: "/" },
  { name: "Model page (Pajero Sport)", path: "/suv-e-crossovers/pajero-sport" },
  { name: "Dealers", path: "/concessionarias" },
  { name: "Quote form", path: "/informacoes-pre-atendimento/cotacao" },
  { name: "Mundo MIT", path: "/mundo-mit" },
] as const;
