import { describe, expect, test } from "vitest";
import { contrastRatio } from "./contrast";

describe("contrastRatio, WCAG 2.1's formula", () => {
  test("black on white is 21:1, a colour on itself 1:1, in either order", () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255, 1], [0, 0, 0, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([200, 16, 46, 1], [200, 16, 46, 1])).toBe(1);
  });

  test("matches the ratios WCAG's examples give: #767676 on white is 4.54:1, #777 4.48:1", () => {
    expect(contrastRatio([0x76, 0x76, 0x76, 1], [255, 255, 255, 1])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([0x77, 0x77, 0x77, 1], [255, 255, 255, 1])).toBeCloseTo(4.48, 2);
  });
});
