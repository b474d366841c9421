import type { PageElement } from "./screenplay/page-element";

/**
 * The contrast of a text with what lies behind it, by WCAG 2.1's formula
 * (relative luminance, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
 * The background is the element's own or its nearest ancestors', blended
 * from the page's white canvas up, as the browser paints plain colours; text
 * over a picture is not measured here.
 */

/** A colour as red, green, blue (0–255) and alpha (0–1). */
export type Rgba = [number, number, number, number];

/** A computed CSS colour (`rgb(…)` or `rgba(…)`), as the browser reports it. */
export function parseColour(text: string): Rgba {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
  return [red, green, blue, alpha];
}

/** `top` painted over an opaque `bottom`. */
function over([red, green, blue, alpha]: Rgba, [underRed, underGreen, underBlue]: Rgba): Rgba {
  const mix = (channel: number, under: number) => channel * alpha + under * (1 - alpha);
  return [mix(red, underRed), mix(green, underGreen), mix(blue, underBlue), 1];
}

function luminance([red, green, blue]: Rgba): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A text's colour and the backgrounds behind it, from its own box outwards, as the page computes them. */
interface Paint {
  colour: string;
  backgrounds: string[];
}

/** The contrast of a text of the given paint with its background as painted. */
function contrastOf({ colour, backgrounds }: Paint): number {
  const white: Rgba = [255, 255, 255, 1];
  const background = backgrounds.map(parseColour).reduceRight((below, layer) => over(layer, below), white);
  return contrastRatio(over(parseColour(colour), background), background);
}

/** The contrast of the element's text with its background as painted. */
export async function textContrast(element: PageElement): Promise<number> {
  const paint = await element.run((target) => {
    const layers: string[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      layers.push(style.backgroundColor);
      if (style.backgroundImage !== "none") break;
    }
    return { colour: getComputedStyle(target).color, backgrounds: layers };
  });
  return contrastOf(paint);
}

/**
 * The lowest contrast of the texts inside an element: each descendant (or the
 * element itself) that holds text of its own is measured, so a name drawn in
 * another colour than the words around it (the city in "Estou em Curitiba")
 * is measured too.
 */
export async function lowestTextContrast(element: PageElement): Promise<number> {
  // One script, with no named function of its own: tsx names them with a helper the page lacks.
  const paints = await element.run((root) =>
    [root, ...root.querySelectorAll("*")]
      .filter((node) =>
        [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()),
      )
      .map((holder) => {
        const layers: string[] = [];
        for (let node: Element | null = holder; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          layers.push(style.backgroundColor);
          if (style.backgroundImage !== "none") break;
        }
        return { colour: getComputedStyle(holder).color, backgrounds: layers };
      }),
  );
  if (paints.length === 0) throw new Error("The element holds no text to measure.");
  return Math.min(...paints.map(contrastOf));
}
