/**
 * The one table of the site's static routes (source spec §2). Pages are created
 * from it at build time, and the site map, the sitemap.xml and the suite's route
 * checks read it too, so no page can exist without being listed here.
 * Model pages are added from the catalogue (see model-address.ts).
 */

/** The `pagetype` sent with the `pageLoad` data-layer event, one per kind of page. */
export type PageType =
  | "home"
  | "model"
  | "offers"
  | "subscription"
  | "services"
  | "service"
  | "direct-sales"
  | "agro"
  | "4fun"
  | "brand-world"
  | "event"
  | "ambassadors"
  | "partnerships"
  | "quote"
  | "test-drive"
  | "dealers"
  | "institutional"
  | "legal"
  | "recall"
  | "press"
  | "contact"
  | "site-map"
  | "launch"
  | "form-vip"
  | "not-found";

/** Where a route is reached from; the site map groups by it. */
export type RouteGroup = "home" | "menu" | "brand-world" | "secondary" | "services" | "footer" | "landing";

/** A page template of `site/src/templates`, by file name (model pages use `model`, from the catalogue). */
export type TemplateName =
  | "home"
  | "content-page"
  | "article"
  | "offers"
  | "subscription"
  | "services"
  | "service"
  | "brand-world"
  | "event"
  | "ambassadors"
  | "partnerships"
  | "recall"
  | "press"
  | "site-map"
  | "launch"
  | "lead-form"
  | "test-drive-form"
  | "contact"
  | "dealers";

export interface StaticRoute {
  path: string;
  template: TemplateName;
  /** The page's own title, shown with the brand name; absent means the brand's default. */
  title?: string;
  /** Absent means the brand's default description. */
  description?: string;
  pageType: PageType;
  group: RouteGroup;
}

export const STATIC_ROUTES: readonly StaticRoute[] = [
  {
    path: "/",
    template: "home",
    // No title or description of its own: the home page shows the brand's defaults.
    pageType: "home",
    group: "home",
  },
  // Header menu (§2 "Header menu routes")
  {
    path: "/ofertas",
    template: "offers",
    title: "Ofertas",
    description: "Ofertas do mês para SUVs e picapes Mitsubishi, com condições e prazos de cada modelo.",
    pageType: "offers",
    group: "menu",
  },
  {
    path: "/mit-assinatura",
    template: "subscription",
    title: "MIT Assinatura",
    description: "Carro por assinatura Mitsubishi: mensalidade fixa com seguro, revisões e assistência incluídos.",
    pageType: "subscription",
    group: "menu",
  },
  {
    path: "/servicos-beneficios",
    template: "services",
    title: "Serviços e Benefícios",
    description:
      "Revisão programada, peças, assistência 24 horas, cartão, consórcio, seguro e recompra garantida Mitsubishi.",
    pageType: "services",
    group: "menu",
  },
  {
    path: "/vendas-diretas",
    template: "article",
    title: "Vendas Diretas",
    description:
      "Condições especiais Mitsubishi para empresas, frotistas, produtores rurais, taxistas e pessoas com deficiência.",
    pageType: "direct-sales",
    group: "menu",
  },
  {
    path: "/mit-agro",
    template: "article",
    title: "MIT Agro",
    description: "Picapes e SUVs Mitsubishi para o agronegócio, com condições para produtores rurais.",
    pageType: "agro",
    group: "menu",
  },
  {
    path: "/mit4fun",
    template: "article",
    title: "MIT 4FUN",
    description: "Passeios off-road e experiências para quem tem um Mitsubishi.",
    pageType: "4fun",
    group: "menu",
  },
  {
    path: "/mundo-mit",
    template: "brand-world",
    title: "Mundo MIT",
    description: "Ralis, passeios off-road, embaixadores e parcerias: o universo Mitsubishi além do carro.",
    pageType: "brand-world",
    group: "menu",
  },
  // Brand world (§2 "/mundo-mit, with children")
  {
    path: "/mundo-mit/mitsubishi-experience",
    template: "event",
    title: "Mitsubishi Experience",
    description: "Passeios off-road de lazer para toda a família a bordo do seu Mitsubishi.",
    pageType: "event",
    group: "brand-world",
  },
  {
    path: "/mundo-mit/mitsubishi-outdoor",
    template: "event",
    title: "Mitsubishi Outdoor",
    description: "Rali de estratégia com tarefas off-road, de aventura e culturais.",
    pageType: "event",
    group: "brand-world",
  },
  {
    path: "/mundo-mit/mitsubishi-motorsports",
    template: "event",
    title: "Mitsubishi Motorsports",
    description: "Rali de regularidade: vence quem cumpre o percurso no tempo ideal.",
    pageType: "event",
    group: "brand-world",
  },
  {
    path: "/mundo-mit/mitsubishi-cup",
    template: "event",
    title: "Mitsubishi Cup",
    description: "Rali de velocidade em circuito fechado.",
    pageType: "event",
    group: "brand-world",
  },
  {
    path: "/mundo-mit/embaixadores-mit",
    template: "ambassadors",
    title: "Embaixadores MIT",
    description: "Pilotos, aventureiros e atletas que representam a Mitsubishi no Brasil.",
    pageType: "ambassadors",
    group: "brand-world",
  },
  {
    path: "/mundo-mit/patrocinios-e-parcerias",
    template: "partnerships",
    title: "Patrocínios e Parcerias",
    description: "Esporte, cultura e aventura: os patrocínios e parcerias da Mitsubishi.",
    pageType: "partnerships",
    group: "brand-world",
  },
  // Service pages (§2 "Other pages seen in structured data")
  {
    path: "/mit-revisao-programada",
    template: "service",
    title: "MIT Revisão Programada",
    description: "Revisões com preço fixo e peças genuínas nas concessionárias Mitsubishi.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-kit-pecas-peca-facil",
    template: "service",
    title: "MIT Kit Peças Peça Fácil",
    description: "Kits de peças genuínas Mitsubishi com preço fechado para a manutenção do seu carro.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-assistance",
    template: "service",
    title: "MIT Assistance",
    description: "Assistência 24 horas em todo o Brasil para o seu Mitsubishi: guincho, chaveiro, pane seca e mais.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-cartao",
    template: "service",
    title: "MIT Cartão",
    description: "O cartão de crédito Mitsubishi que vira desconto na compra, nas revisões e nas peças.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-consorcio",
    template: "service",
    title: "MIT Consórcio",
    description: "Consórcio Mitsubishi: planeje a compra do seu carro sem juros, com parcelas que cabem no bolso.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-seguro",
    template: "service",
    title: "MIT Seguro",
    description: "Seguro auto Mitsubishi com cobertura completa e atendimento nas concessionárias.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-blindagem",
    template: "service",
    title: "MIT Blindagem",
    description: "Blindagem certificada para o seu Mitsubishi, sem perder a garantia de fábrica.",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-especial",
    template: "service",
    title: "MIT Especial",
    description: "Condições especiais Mitsubishi para pessoas com deficiência (PcD).",
    pageType: "service",
    group: "services",
  },
  {
    path: "/mit-facil",
    template: "service",
    title: "MIT Fácil",
    description: "Financiamento Mitsubishi com parcelas reduzidas e recompra garantida.",
    pageType: "service",
    group: "services",
  },
  // Landing pages outside the menus (§2 visibility rules name them)
  {
    path: "/novo-outlander",
    template: "launch",
    title: "Novo Outlander",
    description: "Novo Mitsubishi Outlander: conheça o lançamento e cadastre-se para ser o primeiro a saber.",
    pageType: "launch",
    group: "landing",
  },
  {
    path: "/novo-outlander/form-vip",
    template: "lead-form",
    title: "Cadastro VIP Novo Outlander",
    description: "Cadastre-se para receber em primeira mão as novidades e condições de lançamento do Novo Outlander.",
    pageType: "form-vip",
    group: "landing",
  },
  // Secondary links (§2)
  {
    path: "/informacoes-pre-atendimento/cotacao",
    template: "lead-form",
    title: "Solicite uma cotação",
    description: "Peça a cotação do seu Mitsubishi e receba a proposta da concessionária mais perto de você.",
    pageType: "quote",
    group: "secondary",
  },
  {
    path: "/informacoes-pre-atendimento/test-drive",
    template: "test-drive-form",
    title: "Agende um test drive",
    description: "Agende um test drive do Mitsubishi que você quer dirigir na concessionária mais perto de você.",
    pageType: "test-drive",
    group: "secondary",
  },
  {
    path: "/concessionarias",
    template: "dealers",
    title: "Concessionárias",
    description: "Encontre a concessionária Mitsubishi mais perto de você: endereço, telefone e WhatsApp.",
    pageType: "dealers",
    group: "secondary",
  },
  // Footer (§2 "Footer links"); /institucional is also a secondary link.
  {
    path: "/institucional",
    template: "article",
    title: "Institucional",
    description: "A história da Mitsubishi Motors no Brasil, a fábrica de Catalão (GO) e o nosso compromisso.",
    pageType: "institutional",
    group: "footer",
  },
  {
    path: "/aspectos-legais",
    template: "article",
    title: "Aspectos legais",
    description: "Informações legais sobre o uso do site, preços, imagens e ofertas Mitsubishi.",
    pageType: "legal",
    group: "footer",
  },
  {
    path: "/privacidade",
    template: "article",
    title: "Política de privacidade",
    description: "Como a Mitsubishi trata os seus dados pessoais, conforme a LGPD.",
    pageType: "legal",
    group: "footer",
  },
  {
    path: "/termos-uso",
    template: "article",
    title: "Termos de uso",
    description: "Os termos de uso do site da Mitsubishi Motors no Brasil.",
    pageType: "legal",
    group: "footer",
  },
  {
    path: "/recall",
    template: "recall",
    title: "Recall",
    description: "Campanhas de recall Mitsubishi: consulte se o seu veículo precisa de reparo gratuito.",
    pageType: "recall",
    group: "footer",
  },
  {
    path: "/imprensa",
    template: "press",
    title: "Imprensa",
    description: "Comunicados e notícias da Mitsubishi Motors para a imprensa.",
    pageType: "press",
    group: "footer",
  },
  {
    path: "/fale-conosco",
    template: "contact",
    title: "Fale conosco",
    description: "Canais de atendimento Mitsubishi: telefone, WhatsApp e formulário de contato.",
    pageType: "contact",
    group: "footer",
  },
  {
    path: "/mapa-do-site",
    template: "site-map",
    title: "Mapa do site",
    description: "Todas as páginas do site da Mitsubishi Motors no Brasil.",
    pageType: "site-map",
    group: "footer",
  },
];

/** The route of a path, ignoring a trailing slash; undefined for unknown paths. */
export function findStaticRoute(path: string): StaticRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return STATIC_ROUTES.find((route) => route.path === normalised);
}
