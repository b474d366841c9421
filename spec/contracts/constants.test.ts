import { describe, expect, test } from "vitest";
import { DEFAULT_IMAGE_QUALITY } from "../../contracts/image-optimisation";
import { MENU_MODEL_IMAGE } from "../../site/src/catalogue/model-menu";
import { TOLL_FREE_NUMBERS } from "../../site/src/content/customer-service";
import { BUY_BACK_PROGRAMME } from "../../site/src/rules/buy-back-programme";

describe("the business constants of §9", () => {
  test("the default image quality is 75 @clause:CONST-5", () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
  });

  test("the menu's model image is 560×397 @clause:CONST-6", () => {
    expect(MENU_MODEL_IMAGE).toEqual({ width: 560, height: 397 });
  });

  test("the guaranteed buy-back programme holds every condition @clause:CONST-8", () => {
    expect(BUY_BACK_PROGRAMME).toMatchObject({
      repurchasePercentOfReferenceTable: 85,
      maxMonthsOfUse: 24,
      maxKmPerYear: 15_000,
      maxKmTotal: 30_000,
      requiresAllScheduledServicesAtAuthorisedDealers: true,
      requiresSpareKey: true,
      requiresNoCollisions: true,
      requiresApprovedInspection: true,
      exchange: { newCarOnly: true, sameBrandOnly: true, minValueRatio: 1 },
    });
  });

  test("the buy-back conditions read in pt-BR say the same numbers @clause:CONST-8", () => {
    const text = BUY_BACK_PROGRAMME.conditions.join(" ");
    for (const phrase of [
      "85% do valor da tabela",
      "24 meses de uso",
      "15.000 km por ano",
      "30.000 km no total",
      "revisões programadas feitas na rede de concessionárias autorizadas",
      "Chave reserva",
      "Sem colisões",
      "Vistoria aprovada",
      "carro novo da marca, de valor igual ou superior",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test("three toll-free numbers: assistance, insurance and subscription @clause:CONST-9", () => {
    expect(Object.keys(TOLL_FREE_NUMBERS)).toEqual(["assistance", "insurance", "subscription"]);
    for (const line of Object.values(TOLL_FREE_NUMBERS)) {
      expect(line.display).toMatch(/^0800 \d{3} \d{4}$/);
      expect(line.tel).toBe(`tel:+55${line.display.replace(/\s/g, "").slice(1)}`);
    }
    expect(new Set(Object.values(TOLL_FREE_NUMBERS).map((line) => line.display)).size).toBe(3);
  });
});
