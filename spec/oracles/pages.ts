/**
 * The site's pages as source spec §2 names them, with the addresses its model
 * rule gives the catalogue's eight models (§3; 'Nova Triton' is 'All new
 * Triton', decision CAT-2), and the pages the project added around them
 * (the home page, the Outlander launch and its VIP sign-up). Literal on
 * purpose: a test that builds its expected addresses with the site's own
 * address rule would agree with that rule when it is wrong.
 */

/** Each model of §3 and the address of its page: /{body style slug}/{model slug}. */
export const MODEL_PAGES: Readonly<Record<string, string>> = {
  "Pajero Sport": "/suv-e-crossovers/pajero-sport",
  "Eclipse Cross": "/suv-e-crossovers/eclipse-cross",
  "Eclipse Cross Tarmac": "/suv-e-crossovers/eclipse-cross-tarmac",
  Outlander: "/suv-e-crossovers/outlander",
  "L200 Triton Sport": "/picapes/l200-triton-sport",
  "L200 Triton Sport GLS Plus": "/picapes/l200-triton-sport-gls-plus",
  "Triton Tarmac": "/picapes/triton-tarmac",
  "Nova Triton": "/picapes/new-triton",
};

/** The model's page; fails naming a model §3 does not list. */
export function modelPage(name: string): string {
  const page = MODEL_PAGES[name];
  if (page === undefined) throw new Error(`Source spec §3 lists no model "${name}"`);
  return page;
}

/** §2 "Other pages seen in structured data": the nine service pages, in the spec's order. */
export const SERVICE_PAGES = [
  "/mit-revisao-programada",
  "/mit-kit-pecas-peca-facil",
  "/mit-assistance",
  "/mit-cartao",
  "/mit-consorcio",
  "/mit-seguro",
  "/mit-blindagem",
  "/mit-especial",
  "/mit-facil",
] as const;

/** Every page of §2 but the model pages, with the home page and the Outlander launch the project added. */
export const ROUTE_PAGES = [
  "/",
  // Header menu routes, and the brand world's children
  "/ofertas",
  "/mit-assinatura",
  "/servicos-beneficios",
  "/vendas-diretas",
  "/mit-agro",
  "/mit4fun",
  "/mundo-mit",
  "/mundo-mit/mitsubishi-experience",
  "/mundo-mit/mitsubishi-outdoor",
  "/mundo-mit/mitsubishi-motorsports",
  "/mundo-mit/mitsubishi-cup",
  "/mundo-mit/embaixadores-mit",
  "/mundo-mit/patrocinios-e-parcerias",
  ...SERVICE_PAGES,
  // The pages the visibility rules name
  "/novo-outlander",
  "/novo-outlander/form-vip",
  // Secondary links
  "/informacoes-pre-atendimento/cotacao",
  "/informacoes-pre-atendimento/test-drive",
  "/concessionarias",
  // Footer links (/institucional is also a secondary link)
  "/institucional",
  "/aspectos-legais",
  "/privacidade",
  "/termos-uso",
  "/recall",
  "/imprensa",
  "/fale-conosco",
  "/mapa-do-site",
] as const;

/** The VIP sign-up pages: they stand alone, out of the site map and the search (decision CHROME-6). */
export const FORM_VIP_PAGES = ["/novo-outlander/form-vip"] as const;
