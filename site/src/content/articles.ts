import type { ArticlePage } from "./article";
import { INSTITUTIONAL } from "./institutional";
import { LEGAL_ASPECTS, PRIVACY_POLICY, TERMS_OF_USE } from "./legal-pages";
import { AGRO, DIRECT_SALES, MIT_4FUN } from "./sales-programmes";

/** The text of every page of the route table drawn by the article template, by path. */
export const ARTICLE_PAGES: Readonly<Record<string, ArticlePage>> = {
  "/vendas-diretas": DIRECT_SALES,
  "/mit-agro": AGRO,
  "/mit4fun": MIT_4FUN,
  "/institucional": { article: INSTITUTIONAL },
  "/aspectos-legais": { article: LEGAL_ASPECTS },
  "/privacidade": { article: PRIVACY_POLICY },
  "/termos-uso": { article: TERMS_OF_USE },
};
