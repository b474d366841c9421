import { describe, expect, test } from "vitest";
import { SHARE_CARD, shareCardSvg } from "../../site/src/share-images/share-card";

/**
 * The share picture's layout: the page's title never lies over its drawing, so a
 * car shared on a chat app is seen whole and its name is read on a plain band.
 */

const drawing = (width: number, height: number) => ({
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}"/></svg>`,
  width,
  height,
});
const card = (title: string, artwork: ReturnType<typeof drawing>) =>
  shareCardSvg({ title, artwork, brandMark: drawing(64, 58).svg, brandName: "Mitsubishi Motors" });

/** The boxes the drawings are placed in (nested <svg>), the brand mark's included. */
function placedBoxes(svg: string) {
  return [...svg.matchAll(/<svg x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g)].map((match) => {
    const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
    return { x, y, width, height };
  });
}
const baselines = (svg: string) => [...svg.matchAll(/<tspan x="\d+" y="(\d+)">/g)].map((match) => Number(match[1]));
const fontSizeOfTitle = (svg: string) =>
  Number(/font-size="(\d+)" font-weight="700" fill="#fff"><tspan/.exec(svg)?.[1]);

describe("a wide drawing (a car on the road)", () => {
  test.each([
    "Pajero Sport",
    "SUVs e picapes com 5 anos de garantia",
    "Cadastro VIP Novo Outlander com um título que não cabe em duas linhas",
  ])("stands above the band of the title %j, whose lines stay on the card", (title) => {
    const svg = card(title, drawing(1600, 700));
    const [scene] = placedBoxes(svg);
    const lines = baselines(svg);
    const size = fontSizeOfTitle(svg);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    // The top of the first line's capitals (about 0.73 of the size) is below the drawing.
    expect(Math.min(...lines) - size * 0.73).toBeGreaterThan((scene?.y ?? 0) + (scene?.height ?? SHARE_CARD.height));
    // The last line's descenders (about 0.25 of the size) are on the card.
    expect(Math.max(...lines) + size * 0.25).toBeLessThanOrEqual(SHARE_CARD.height);
  });
});

describe("any other drawing (a car in the studio, a pictogram)", () => {
  test("stands on the panel beside the title", () => {
    const svg = card("MIT Kit Peças Peça Fácil", drawing(560, 397));
    const [picture] = placedBoxes(svg);
    expect(picture?.x).toBeGreaterThanOrEqual(640);
    // 15 characters a line at most, about 0.63 of the size each (DejaVu Sans Bold), from x = 64.
    expect(64 + 15 * 0.63 * fontSizeOfTitle(svg)).toBeLessThan(picture?.x ?? 0);
  });
});
