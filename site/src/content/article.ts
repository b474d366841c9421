import type { VehicleModel } from "../../../contracts/vehicle-model";

/**
 * The shape of the project's text pages (institutional, legal, direct sales,
 * agro, MIT 4FUN): a lead, sections of paragraphs, lists and links, and calls
 * to action. Plain text only, so no page renders markup it did not write.
 */

/** A link of a text page: a site path (carried through SiteLink) or an external https address. */
export interface ArticleLink {
  label: string;
  to: string;
}

export interface ArticleSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  links?: ArticleLink[];
}

export interface Article {
  /** The paragraph under the page's title. */
  lead: string;
  sections: ArticleSection[];
  /** The buttons at the end of the page, the first one the main call. */
  callsToAction?: ArticleLink[];
}

/** The catalogue models a text page shows after its text, and how it introduces them. */
export interface ModelShowcase {
  heading: string;
  includes: (model: VehicleModel) => boolean;
}

/** A text page of the route table: its article and, for sales programmes, the models it applies to. */
export interface ArticlePage {
  article: Article;
  showcase?: ModelShowcase;
}
