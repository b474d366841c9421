/**
 * A stylised side view of a Mitsubishi SUV or pickup, drawn by the project.
 * The car faces right in a 480×200 frame whose ground line is y = 198.
 */

export type BodyKind = "suv" | "pickup";

/** Extras a version shows on its drawing. */
export interface CarLook {
  body: BodyKind;
  /** The paint. */
  colour: string;
  /** A stripe along the side (special series), or none. */
  stripe?: string | undefined;
  roofRack?: boolean | undefined;
  snorkel?: boolean | undefined;
  bullBar?: boolean | undefined;
  spoiler?: boolean | undefined;
}

export const CAR_WIDTH = 480;
export const CAR_HEIGHT = 200;

const SHAPES: Record<BodyKind, { body: string; windows: string[]; wheels: [number, number]; pillar: number }> = {
  suv: {
    body: "M18 150V64Q18 40 42 37L330 34Q342 34 350 42L392 86 440 94Q462 98 466 116L468 150Q468 160 458 160H28Q18 160 18 150Z",
    windows: ["M44 48H120V86H40Z", "M130 48H236V86H130Z", "M246 48H330Q338 48 344 54L376 86H246Z"],
    wheels: [112, 376],
    pillar: 241,
  },
  pickup: {
    body: "M20 150V96H176L180 92 200 40Q204 34 212 34H318Q330 34 338 42L380 86 440 94Q462 98 466 116L468 150Q468 160 458 160H30Q20 160 20 150Z",
    windows: ["M212 46H262V86H196Z", "M272 46H318Q326 46 332 52L366 86H272Z"],
    wheels: [110, 382],
    pillar: 267,
  },
};

function wheel(x: number): string {
  return [
    `<circle cx="${x}" cy="160" r="40" fill="#1c1c1c"/>`,
    `<circle cx="${x}" cy="160" r="24" fill="#c9ced3"/>`,
    `<circle cx="${x}" cy="160" r="24" fill="none" stroke="#8d959c" stroke-width="3" stroke-dasharray="6 6"/>`,
    `<circle cx="${x}" cy="160" r="7" fill="#5b6167"/>`,
  ].join("");
}

/** The car as an SVG group, placed at (x, y) and scaled by `scale`. */
export function drawCar(look: CarLook, x: number, y: number, scale: number): string {
  const shape = SHAPES[look.body];
  const parts: string[] = [];
  parts.push(`<ellipse cx="245" cy="198" rx="235" ry="10" fill="#000" opacity=".22"/>`);
  if (look.roofRack) {
    const [from, to] = look.body === "suv" ? [50, 320] : [214, 318];
    parts.push(`<path d="M${from} 28H${to}" stroke="#222" stroke-width="5" stroke-linecap="round"/>`);
    parts.push(`<path d="M${from + 10} 28V34M${to - 10} 28V34" stroke="#222" stroke-width="4"/>`);
  }
  parts.push(`<path d="${shape.body}" fill="${look.colour}" stroke="#111" stroke-width="2"/>`);
  // Wheel arches: the body is cut around each wheel.
  for (const wx of shape.wheels) {
    parts.push(`<path d="M${wx - 50} 160A50 50 0 0 1 ${wx + 50} 160Z" fill="#2a2a2a"/>`);
  }
  for (const window of shape.windows) parts.push(`<path d="${window}" fill="#9fc3d9" stroke="#111" stroke-width="2"/>`);
  parts.push(`<path d="M${shape.pillar} 44V88" stroke="#111" stroke-width="6"/>`);
  // The character line along the side, a lighter reflection.
  parts.push(`<path d="M34 112H456" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`);
  if (look.stripe) parts.push(`<path d="M40 126H452" stroke="${look.stripe}" stroke-width="8"/>`);
  if (look.body === "pickup")
    parts.push(`<path d="M176 98V156M24 104H172" stroke="#111" stroke-width="2" opacity=".6"/>`);
  parts.push(
    `<path d="M${shape.pillar + 18} 100H${shape.pillar + 40}" stroke="#111" stroke-width="3" stroke-linecap="round"/>`,
  );
  parts.push(`<path d="M444 100Q458 102 462 112H440Z" fill="#fff6c8" stroke="#111" stroke-width="1.5"/>`);
  parts.push(`<path d="M20 104H30V120H20Z" fill="#d7141a"/>`);
  parts.push(`<path d="M458 134H470V150H456Z" fill="#2b2b2b"/>`);
  if (look.snorkel) {
    parts.push(
      `<path d="M400 92V40Q400 30 410 30H420" fill="none" stroke="#1b1b1b" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
  if (look.bullBar) {
    parts.push(
      `<path d="M462 104H478V156H462" fill="none" stroke="#1b1b1b" stroke-width="6" stroke-linejoin="round"/>`,
    );
    parts.push(`<path d="M214 24H318" stroke="#ffd84a" stroke-width="6" stroke-linecap="round"/>`);
  }
  if (look.spoiler) parts.push(`<path d="M14 34H52L46 42H14Z" fill="#111"/>`);
  for (const wx of shape.wheels) parts.push(wheel(wx));
  return `<g transform="translate(${x} ${y}) scale(${scale})">${parts.join("")}</g>`;
}
