import { svgDocument } from "./scenes";

/**
 * Portraits of the brand world's ambassadors: fictional people, drawn by the
 * project as flat illustrations (no photo, no real person). The look comes
 * from the ambassador's id, so a portrait stays the same from run to run.
 */

const BACKGROUNDS = ["#1f3a5f", "#b3000e", "#2f7d4f", "#d9822b", "#4a5057", "#56603f"];
const SKIN = ["#f1c7a5", "#d9a27a", "#a86b45", "#7a4a2b", "#e8b894"];
const HAIR = ["#1b1b1b", "#4a2f1b", "#7a4a21", "#c9a15b", "#2b2b2b"];
const SHIRTS = ["#e60012", "#f2f2f2", "#1a1a1a", "#f2a33a", "#1f6fb2"];

/** A small, stable number from a text (FNV-1a), to pick a look. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const pick = <T>(list: readonly T[], seed: number, shift: number): T => list[(seed >>> shift) % list.length] as T;

export type Hair = "long" | "short";

/** A 240×240 bust portrait on a coloured disc, long or short hair, with the brand's diamond on the shirt. */
export function drawPortrait(id: string, name: string, hairStyle: Hair): string {
  const seed = hashOf(id);
  const background = pick(BACKGROUNDS, seed, 0);
  const skin = pick(SKIN, seed, 3);
  const hair = pick(HAIR, seed, 6);
  const shirt = pick(SHIRTS, seed, 9);
  const longHair = hairStyle === "long";
  const diamond = shirt === "#e60012" ? "#ffffff" : "#e60012";
  return svgDocument(
    240,
    240,
    `Retrato ilustrado de ${name}`,
    [
      `<circle cx="120" cy="120" r="120" fill="${background}"/>`,
      longHair ? `<path d="M68 118Q66 48 120 44Q174 48 172 118L176 170H64Z" fill="${hair}"/>` : "",
      `<path d="M40 240Q44 168 120 164Q196 168 200 240Z" fill="${shirt}"/>`,
      `<path d="M104 150H136V176Q120 188 104 176Z" fill="${skin}"/>`,
      `<ellipse cx="120" cy="108" rx="40" ry="46" fill="${skin}"/>`,
      longHair
        ? `<path d="M80 100Q84 60 120 58Q156 60 160 100Q140 80 120 82Q96 82 80 100Z" fill="${hair}"/>`
        : `<path d="M78 104Q76 58 120 56Q164 58 162 104Q156 78 120 76Q86 78 78 104Z" fill="${hair}"/>`,
      `<circle cx="105" cy="110" r="4" fill="#222"/><circle cx="135" cy="110" r="4" fill="#222"/>`,
      `<path d="M104 128Q120 142 136 128" fill="none" stroke="#5a2a1e" stroke-width="5" stroke-linecap="round"/>`,
      `<g transform="translate(146 196) scale(0.8)" fill="${diamond}"><path d="M20 2 26 12 20 22 14 12Z"/><path d="M14 22 20 32H8L2 22Z"/><path d="M26 22H38L32 32H20Z"/></g>`,
    ].join(""),
  );
}
