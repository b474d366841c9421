/**
 * Prices as the visitor reads them (source spec §1 "prices are in Brazilian
 * reais", §3 "some are null"). Formatting goes through Intl in pt-BR, whole
 * reais, with the no-break space Intl puts after "R$" (the symbol never ends a
 * line apart from its number).
 */

const BRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** What the site shows where a price is null: never "R$ NaN", "null" or an empty space. */
export const CONSULT_DEALER_TEXT = "Consulte o preço na concessionária";

/** Whether a value is a price that can be shown. */
export function isShownPrice(reais: number | null | undefined): reais is number {
  return typeof reais === "number" && Number.isFinite(reais) && reais >= 0;
}

/** "R$ 173.990" for a price, the consult-the-dealer text for none. */
export function formatPrice(reais: number | null | undefined): string {
  return isShownPrice(reais) ? BRL.format(reais) : CONSULT_DEALER_TEXT;
}

/** The model's starting price: "a partir de R$ 173.990", from `minPrice`, or the consult text. */
export function startingPriceText(model: { minPrice: number | null }): string {
  return isShownPrice(model.minPrice) ? `a partir de ${formatPrice(model.minPrice)}` : CONSULT_DEALER_TEXT;
}
