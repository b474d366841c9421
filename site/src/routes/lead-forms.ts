/**
 * The addresses of the quote and test-drive forms (source spec §2 "Secondary
 * links"). A link from a model names it in `modelo` (its slug), and the form
 * preselects it: the interface agreed with the forms. Links go through
 * SiteLink, so carried tracking parameters merge on top.
 */
export const QUOTE_PATH = "/informacoes-pre-atendimento/cotacao";
export const TEST_DRIVE_PATH = "/informacoes-pre-atendimento/test-drive";

/** The query parameter that names the model a form opens with. */
export const MODEL_PARAMETER = "modelo";

const withModel = (path: string, slug: string | undefined) =>
  slug === undefined ? path : `${path}?${new URLSearchParams({ [MODEL_PARAMETER]: slug })}`;

/** The quote form, with the model preselected when one is named. */
export function quoteAddress(model?: { slug: string }): string {
  return withModel(QUOTE_PATH, model?.slug);
}

/** The test-drive form, with the model preselected when one is named. */
export function testDriveAddress(model?: { slug: string }): string {
  return withModel(TEST_DRIVE_PATH, model?.slug);
}
