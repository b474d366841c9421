import { svgDocument } from "./scenes";

/**
 * Logos of the brand world's partners (fictional, the project's sample data)
 * and the pictograms of the nine services, drawn by the project.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The emblems a partner's logo may carry, drawn in a 100×100 frame. */
const EMBLEMS = {
  rally: (accent: string) =>
    `<path d="M10 80 40 30 55 55 68 40 92 80Z" fill="${accent}"/><path d="M10 88H92" stroke="#1a1a1a" stroke-width="6" stroke-dasharray="10 6"/>`,
  trail: (accent: string) =>
    `<path d="M50 8C74 30 84 52 50 92C16 52 26 30 50 8Z" fill="${accent}"/><path d="M50 30V88" stroke="#fff" stroke-width="5"/><path d="M50 52 66 40M50 66 34 54" stroke="#fff" stroke-width="4"/>`,
  water: (accent: string) =>
    `<path d="M6 40Q28 24 50 40T94 40" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/><path d="M6 64Q28 48 50 64T94 64" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" opacity=".6"/>`,
  wheel: (accent: string) =>
    `<circle cx="50" cy="50" r="40" fill="none" stroke="#1a1a1a" stroke-width="10"/><circle cx="50" cy="50" r="14" fill="${accent}"/><path d="M50 10V36M50 64V90M10 50H36M64 50H90" stroke="#1a1a1a" stroke-width="6"/>`,
} as const;

export type Emblem = keyof typeof EMBLEMS;

/** A partner's logo: its emblem beside its name in two lines, 320×120. */
export function drawPartnerLogo(name: string, emblem: Emblem, accent: string): string {
  const words = name.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")].filter(Boolean);
  const text = lines
    .map(
      (line, index) =>
        `<text x="116" y="${lines.length === 1 ? 68 : 54 + index * 28}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.min(22, Math.floor(196 / (line.length * 0.68)))}" font-weight="700" fill="${index === 0 ? "#1a1a1a" : accent}">${escapeXml(line.toUpperCase())}</text>`,
    )
    .join("");
  return svgDocument(
    320,
    120,
    `Logotipo ${name}`,
    [
      `<rect width="320" height="120" rx="14" fill="#fff"/>`,
      `<g transform="translate(10 10)">${EMBLEMS[emblem](accent)}</g>`,
      text,
    ].join(""),
  );
}

/** The pictograms of the services, each a line drawing in a 96×96 frame, by the end of the service's path. */
const PICTOGRAMS: Record<string, string> = {
  "revisao-programada": `<path d="M62 18a16 16 0 0 0-20 20L18 62a7 7 0 0 0 10 10l24-24a16 16 0 0 0 20-20l-10 10-9-1-1-9Z"/>`,
  "kit-pecas-peca-facil": `<path d="M16 34 48 18 80 34V70L48 86 16 70Z"/><path d="M16 34 48 50 80 34M48 50V86"/>`,
  assistance: `<path d="M10 62V44H44V62M44 50H62L74 62H84V70H10V62"/><circle cx="26" cy="72" r="7"/><circle cx="68" cy="72" r="7"/><path d="M54 22a16 16 0 0 1 26 12"/><path d="M58 30a8 8 0 0 1 12 6"/>`,
  cartao: `<rect x="12" y="24" width="72" height="48" rx="6"/><path d="M12 38H84M22 58H44"/>`,
  consorcio: `<circle cx="30" cy="34" r="9"/><circle cx="66" cy="34" r="9"/><circle cx="48" cy="28" r="10"/><path d="M14 72c2-14 10-20 16-20s10 3 12 6M82 72c-2-14-10-20-16-20s-10 3-12 6M30 80c2-16 10-24 18-24s16 8 18 24"/>`,
  seguro: `<path d="M48 12 78 24V46c0 20-12 32-30 40C30 78 18 66 18 46V24Z"/><path d="M34 48 44 58 62 38"/>`,
  blindagem: `<path d="M48 12 78 24V46c0 20-12 32-30 40C30 78 18 66 18 46V24Z"/><path d="M48 24V74M28 40H68M30 58H66"/>`,
  especial: `<circle cx="44" cy="20" r="7"/><path d="M44 30V54H66L72 76"/><path d="M44 40H62"/><path d="M38 46a20 20 0 1 0 26 26"/>`,
  facil: `<path d="M12 52 30 34 44 40 58 30 84 50"/><path d="M30 34 50 58a6 6 0 0 1-8 8L28 52M58 62a6 6 0 0 1-8 8M66 56a6 6 0 0 1-8 8"/><path d="M12 52 24 64M84 50 72 62"/>`,
};

export function drawServicePictogram(slug: string, name: string): string | undefined {
  const drawing = PICTOGRAMS[slug];
  if (!drawing) return undefined;
  return svgDocument(
    96,
    96,
    `Pictograma ${name}`,
    `<circle cx="48" cy="48" r="46" fill="#fdecee"/><g fill="none" stroke="#b3000e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`,
  );
}
