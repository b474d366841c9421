import { describe, expect, test } from "vitest";
import {
  footerOmitsSecondaryLinks,
  isFormVipPath,
  showsFooter,
  showsHeader,
  showsLocationModal,
} from "../../site/src/routes/visibility";

describe("visibility rules of the page chrome", () => {
  test("hides the header on novo-outlander and form-vip paths @clause:VISIBILITY-1", () => {
    expect(showsHeader("/novo-outlander")).toBe(false);
    expect(showsHeader("/novo-outlander/form-vip")).toBe(false);
    expect(showsHeader("/form-vip")).toBe(false);
    expect(showsHeader("/ofertas")).toBe(true);
    expect(showsHeader("/")).toBe(true);
  });

  test("hides the footer and the location modal on form-vip paths only @clause:VISIBILITY-2", () => {
    for (const path of ["/form-vip", "/novo-outlander/form-vip", "/form-vip-outlander"]) {
      expect(isFormVipPath(path)).toBe(true);
      expect(showsFooter(path)).toBe(false);
      expect(showsLocationModal(path)).toBe(false);
    }
    for (const path of ["/novo-outlander", "/ofertas", "/informacoes-pre-atendimento/cotacao"]) {
      expect(showsFooter(path)).toBe(true);
      expect(showsLocationModal(path)).toBe(true);
    }
  });

  test("trims the footer on /novo-outlander only @clause:FOOTER-2", () => {
    expect(footerOmitsSecondaryLinks("/novo-outlander")).toBe(true);
    expect(footerOmitsSecondaryLinks("/ofertas")).toBe(false);
    // The Outlander's model page and the VIP sign-up are other pages: "outlander" in a path is not the launch page.
    expect(footerOmitsSecondaryLinks("/suv-e-crossovers/outlander")).toBe(false);
    expect(footerOmitsSecondaryLinks("/")).toBe(false);
  });
});
