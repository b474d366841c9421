/**
 * The picture a shared link shows (Open Graph, 1200×630): the page's drawing
 * and its title, composed as one SVG that sharp turns into a PNG. A wide
 * drawing (a hero, an event's scene) fills the card above the title's band;
 * any other (a car in the studio, a pictogram, a portrait, a logo) stands on
 * the brand's dark card beside it. The title never lies over the drawing.
 */

export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface ShareCardInput {
  title: string;
  /** The drawing (SVG text) and its own size. */
  artwork: { svg: string; width: number; height: number };
  /** The brand mark (SVG text). */
  brandMark: string;
  brandName: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** The title in lines of at most `perLine` characters, breaking between words; at most `lines` lines. */
export function titleLines(title: string, perLine: number, lines: number): string[] {
  const result: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = result.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

/** A nested <svg> showing a drawing inside a box, covering it or fitted whole, aligned in the box as `align` says. */
function placed(
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  fit: "cover" | "contain",
  align = "xMidYMid",
) {
  const inner = svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? "0 0 100 100";
  const aspect = `${align} ${fit === "cover" ? "slice" : "meet"}`;
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox}" preserveAspectRatio="${aspect}">${inner}</svg>`;
}

/** Where the title band starts under a wide drawing: the drawing keeps the card's top, the title never covers it. */
const BAND_TOP = 430;
/** Cap height of the title's font, as a share of its size (DejaVu Sans Bold). */
const CAP_HEIGHT = 0.73;

/**
 * A wide drawing (a hero: a car on the road; an event's banner) fills the card
 * above a dark band that holds the title, so the title never lies over the
 * car. It is cut to the band from its top, as its subject stands on the
 * ground. A shade at the top keeps the brand's name readable on a light drawing.
 */
function wideCard(artwork: ShareCardInput["artwork"], title: string) {
  const { width, height } = SHARE_CARD;
  const lines = titleLines(title, 28, 2);
  const fontSize = lines.length === 2 ? 52 : 60;
  const lineHeight = Math.round(fontSize * 1.15);
  const block = fontSize * CAP_HEIGHT + lineHeight * (lines.length - 1);
  const firstBaseline = Math.round(BAND_TOP + (height - BAND_TOP - block) / 2 + fontSize * CAP_HEIGHT);
  const box = { x: 0, y: 0, width, height: BAND_TOP };
  const picture = `${placed(artwork.svg, box, "cover", "xMidYMax")}<rect width="${width}" height="150" fill="url(#shade)"/><rect y="${BAND_TOP}" width="${width}" height="${height - BAND_TOP}" fill="#14161a"/>`;
  return { picture, lines, fontSize, lineHeight, firstBaseline };
}

/** Any other drawing (a car in the studio, a pictogram, a portrait, a logo) stands on a light panel beside the title. */
function besideCard(artwork: ShareCardInput["artwork"], title: string) {
  const { width, height } = SHARE_CARD;
  const lines = titleLines(title, 15, 3);
  const fontSize = 58 - (lines.length === 3 ? 8 : 0);
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = height - 96 - lineHeight * (lines.length - 1);
  const picture = `<rect width="${width}" height="${height}" fill="#14161a"/><rect x="640" y="0" width="560" height="${height}" fill="#f2f3f5"/>${placed(artwork.svg, { x: 660, y: 90, width: 520, height: 450 }, "contain")}`;
  return { picture, lines, fontSize, lineHeight, firstBaseline };
}

export function shareCardSvg({ title, artwork, brandMark, brandName }: ShareCardInput): string {
  const { width, height } = SHARE_CARD;
  const wide = artwork.width / artwork.height >= 1.6;
  const { picture, lines, fontSize, lineHeight, firstBaseline } = wide
    ? wideCard(artwork, title)
    : besideCard(artwork, title);
  const text = lines
    .map((line, index) => `<tspan x="64" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
${picture}
<rect x="0" y="0" width="${width}" height="10" fill="#e60012"/>
${placed(brandMark, { x: 64, y: 52, width: 64, height: 58 }, "contain")}
<text x="144" y="94" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(brandName)}</text>
<text font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}
