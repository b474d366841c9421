import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatPrice, startingPriceText } from "../../site/src/rules/prices";
import { oddPrice, reais } from "../arbitraries/prices";

/** What decision CAT-5 shows where a price is null. */
const CONSULT_DEALER = "Consulte o preço na concessionária";

/** Reads "R$ 173.990" back as 173990. */
const parseBrl = (text: string) => Number(text.replace(/^R\$\u00a0/, "").replace(/\./g, ""));

/** Whole reais as pt-BR writes them, by hand: "R$", a no-break space, thousands split by dots. */
function writtenReais(reais: number): string {
  const digits = String(reais);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `R$\u00a0${groups.join(".")}`;
}

describe("formatPrice @clause:PRODUCT-2", () => {
  test("writes reais the Brazilian way, through Intl pt-BR", () => {
    expect(formatPrice(173990)).toBe("R$\u00a0173.990");
    expect(formatPrice(374990)).toBe("R$\u00a0374.990");
    expect(formatPrice(1_250_000)).toBe("R$\u00a01.250.000");
  });

  test("shows a price of zero reais as R$ 0, not as a missing price", () => {
    expect(formatPrice(0)).toBe("R$\u00a00");
    expect(startingPriceText({ minPrice: 0 })).toBe("a partir de R$\u00a00");
  });

  test.prop([reais()])("reads back as the same number of reais", (price) => {
    const text = formatPrice(price);
    expect(text).toMatch(/^R\$\u00a0\d{1,3}(?:\.\d{3})*$/);
    expect(parseBrl(text)).toBe(price);
  });

  test.prop([oddPrice()])(
    "shows the consult-the-dealer text for a missing price, never NaN or null @clause:CAT-5",
    (price) => {
      const text = formatPrice(price);
      expect(text).toBe(CONSULT_DEALER);
      expect(text).not.toMatch(/NaN|null|undefined|Infinity|R\$/);
    },
  );
});

describe("startingPriceText @clause:ENTITY-6", () => {
  test.prop([reais()])('says "a partir de" the model\'s minPrice', (minPrice) => {
    expect(startingPriceText({ minPrice })).toBe(`a partir de ${writtenReais(minPrice)}`);
  });

  test('reads "a partir de R$ 173.990" for the cheapest model', () => {
    expect(startingPriceText({ minPrice: 173990 })).toBe("a partir de R$\u00a0173.990");
  });

  test("asks to consult the dealer when minPrice is null @clause:CAT-5", () => {
    expect(startingPriceText({ minPrice: null })).toBe(CONSULT_DEALER);
  });
});
