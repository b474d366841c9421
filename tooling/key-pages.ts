/**
 * The site's key pages: the ones `npm run bench` measures with Lighthouse
 * against a bare Gatsby page. The build's checks hold every page's first-load
 * scripts to issue 15's budget, and check that these are among the pages
 * (spec/built-site/first-load-scripts.test.ts).
 */
export const KEY_PAGES = [
  { name: "Home", path: "/" },
  { name: "Model page (Pajero Sport)", path: "/suv-e-crossovers/pajero-sport" },
  { name: "Dealers", path: "/concessionarias" },
  { name: "Quote form", path: "/informacoes-pre-atendimento/cotacao" },
  { name: "Mundo MIT", path: "/mundo-mit" },
] as const;
