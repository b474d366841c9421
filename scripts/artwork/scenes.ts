import { CAR_HEIGHT, CAR_WIDTH, type CarLook, drawCar } from "./car";

/**
 * The scenes the project's artwork is made of. Each returns a whole SVG
 * document with its intrinsic size, a title for assistive technology, and
 * nothing fetched from elsewhere (no fonts, no images, no scripts).
 */

export type SceneKind = "studio" | "road" | "trail" | "hero" | "hero-mobile";

export const SCENE_SIZES: Record<SceneKind, { width: number; height: number }> = {
  // The model image of the Modelos menu (source spec §9: 560×397).
  studio: { width: 560, height: 397 },
  road: { width: 1200, height: 800 },
  trail: { width: 1200, height: 800 },
  hero: { width: 1600, height: 700 },
  "hero-mobile": { width: 780, height: 1040 },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    "</svg>",
    "",
  ].join("\n");
}

/** The car scaled to `share` of the scene's width, centred at `centreX`, its wheels on `groundY`. */
function placedCar(look: CarLook, centreX: number, groundY: number, width: number): string {
  const scale = width / CAR_WIDTH;
  return drawCar(look, centreX - width / 2, groundY - CAR_HEIGHT * scale, scale);
}

function studio(look: CarLook, { width, height }: { width: number; height: number }): string {
  return [
    `<defs><radialGradient id="s" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9dde1"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<path d="M0 ${height * 0.72}H${width}V${height}H0Z" fill="#c8cdd2"/>`,
    placedCar(look, width / 2, height * 0.8, width * 0.86),
  ].join("");
}

function road(look: CarLook, { width, height }: { width: number; height: number }, dusk = false): string {
  const horizon = height * 0.58;
  const [top, bottom] = dusk ? ["#2b1d4e", "#f28c38"] : ["#5fa8e0", "#d7ecfa"];
  const dashes = Array.from({ length: 8 }, (_, i) => {
    const x = (i * width) / 7 - 40;
    return `<rect x="${x}" y="${height * 0.83}" width="${width / 14}" height="${height * 0.012}" fill="#f4f4f4"/>`;
  }).join("");
  return [
    `<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#k)"/>`,
    dusk ? `<circle cx="${width * 0.22}" cy="${horizon}" r="${height * 0.12}" fill="#ffd27a" opacity=".9"/>` : "",
    `<path d="M0 ${horizon}Q${width * 0.25} ${horizon - height * 0.14} ${width * 0.5} ${horizon - height * 0.04}T${width} ${horizon - height * 0.08}V${height}H0Z" fill="${dusk ? "#3b2f4a" : "#7fa56a"}"/>`,
    `<path d="M0 ${height * 0.72}H${width}V${height}H0Z" fill="#4a4d52"/>`,
    dashes,
    placedCar(look, width * (dusk ? 0.6 : 0.5), height * 0.9, width * (dusk ? 0.55 : 0.7)),
  ].join("");
}

function trail(look: CarLook, { width, height }: { width: number; height: number }): string {
  const horizon = height * 0.55;
  return [
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc9e8"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#t)"/>`,
    `<path d="M0 ${horizon}L${width * 0.18} ${height * 0.22} ${width * 0.36} ${horizon - height * 0.05} ${width * 0.58} ${height * 0.18} ${width * 0.8} ${horizon - height * 0.08} ${width} ${height * 0.3}V${height}H0Z" fill="#6f7f8f"/>`,
    `<path d="M${width * 0.52} ${height * 0.24}L${width * 0.58} ${height * 0.18} ${width * 0.64} ${height * 0.25}Z" fill="#fff" opacity=".85"/>`,
    `<path d="M0 ${height * 0.66}Q${width * 0.5} ${height * 0.6} ${width} ${height * 0.68}V${height}H0Z" fill="#8a6a45"/>`,
    `<path d="M0 ${height * 0.86}Q${width * 0.5} ${height * 0.8} ${width} ${height * 0.9}V${height}H0Z" fill="#6e5236"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.03}" fill="#7d7466"/>`,
    `<circle cx="${width * 0.88}" cy="${height * 0.93}" r="${height * 0.025}" fill="#7d7466"/>`,
    `<path d="M${width * 0.9} ${height * 0.66}L${width * 0.93} ${height * 0.52} ${width * 0.96} ${height * 0.66}Z" fill="#3f6b3a"/>`,
    `<path d="M${width * 0.06} ${height * 0.67}L${width * 0.09} ${height * 0.5} ${width * 0.12} ${height * 0.67}Z" fill="#3f6b3a"/>`,
    `<g transform="rotate(-4 ${width / 2} ${height * 0.85})">${placedCar(look, width / 2, height * 0.86, width * 0.66)}</g>`,
  ].join("");
}

function heroMobile(look: CarLook, { width, height }: { width: number; height: number }): string {
  return [
    `<defs><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2440"/><stop offset=".7" stop-color="#e9834a"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#m)"/>`,
    `<circle cx="${width * 0.7}" cy="${height * 0.45}" r="${width * 0.18}" fill="#ffd27a" opacity=".85"/>`,
    `<path d="M0 ${height * 0.55}L${width * 0.3} ${height * 0.42} ${width * 0.6} ${height * 0.52} ${width} ${height * 0.4}V${height}H0Z" fill="#3b2f4a"/>`,
    `<path d="M0 ${height * 0.7}H${width}V${height}H0Z" fill="#2f3034"/>`,
    placedCar(look, width / 2, height * 0.84, width * 0.92),
  ].join("");
}

export function drawScene(kind: SceneKind, look: CarLook, title: string): string {
  const size = SCENE_SIZES[kind];
  const body =
    kind === "studio"
      ? studio(look, size)
      : kind === "road"
        ? road(look, size)
        : kind === "trail"
          ? trail(look, size)
          : kind === "hero"
            ? road(look, size, true)
            : heroMobile(look, size);
  return svgDocument(size.width, size.height, title, body);
}

/** The brand mark: the project's own drawing of the three diamonds (as in the site's logo). */
export function drawBrandMark(): string {
  return svgDocument(
    240,
    216,
    "Mitsubishi Motors",
    `<g fill="#e60012" transform="scale(6)"><path d="M20 2 26 12 20 22 14 12Z"/><path d="M14 22 20 32H8L2 22Z"/><path d="M26 22H38L32 32H20Z"/></g>`,
  );
}

/** The site's default image, for a missing image id: a neutral card with the brand mark, no text. */
export function drawDefaultImage(): string {
  const { width, height } = SCENE_SIZES.studio;
  return svgDocument(
    width,
    height,
    "Imagem indisponível",
    [
      `<rect width="${width}" height="${height}" fill="#eceef0"/>`,
      `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="#c3c8cd" stroke-width="3" stroke-dasharray="14 10"/>`,
      `<g fill="#b9bec3" transform="translate(${width / 2 - 60} ${height / 2 - 54}) scale(3)"><path d="M20 2 26 12 20 22 14 12Z"/><path d="M14 22 20 32H8L2 22Z"/><path d="M26 22H38L32 32H20Z"/></g>`,
    ].join(""),
  );
}

export type EventTheme = "cup" | "outdoor" | "motorsports" | "experience";

const EVENT_COLOURS: Record<EventTheme, { ground: string; sky: string; accent: string }> = {
  cup: { ground: "#3c3f44", sky: "#1b2a4a", accent: "#e60012" },
  outdoor: { ground: "#5d7d3a", sky: "#8cc0e3", accent: "#f2a33a" },
  motorsports: { ground: "#4a4d52", sky: "#dfe8ef", accent: "#1f6fb2" },
  experience: { ground: "#8a6a45", sky: "#f3d9a6", accent: "#2f7d4f" },
};

/** An event's symbol, drawn in a 100×100 frame: a flag, a compass, a stopwatch or a mountain. */
function eventSymbol(theme: EventTheme, accent: string): string {
  switch (theme) {
    case "cup":
      return `<path d="M20 90V10" stroke="#222" stroke-width="6"/><path d="M23 12H80V52H23Z" fill="#fff" stroke="#222" stroke-width="3"/><path d="M23 12H42V25H23ZM61 12H80V25H61ZM42 25H61V38H42ZM23 38H42V52H23ZM61 38H80V52H61Z" fill="#222"/><circle cx="80" cy="80" r="12" fill="${accent}"/>`;
    case "outdoor":
      return `<circle cx="50" cy="50" r="40" fill="#fff" stroke="#222" stroke-width="5"/><path d="M50 16 60 50 50 84 40 50Z" fill="${accent}" stroke="#222" stroke-width="2"/><circle cx="50" cy="50" r="5" fill="#222"/>`;
    case "motorsports":
      return `<circle cx="50" cy="56" r="36" fill="#fff" stroke="#222" stroke-width="6"/><path d="M42 10H58M50 10V20" stroke="#222" stroke-width="6"/><path d="M50 56 50 32M50 56 66 64" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case "experience":
      return `<path d="M6 86 38 30 54 56 66 40 94 86Z" fill="${accent}" stroke="#222" stroke-width="4" stroke-linejoin="round"/><path d="M38 30 46 44 32 44Z" fill="#fff"/><circle cx="76" cy="20" r="10" fill="#f2a33a"/>`;
  }
}

/** An event's logo: its symbol beside its name, 320×120, text drawn with the system's sans-serif. */
export function drawEventLogo(theme: EventTheme, name: string): string {
  const { accent } = EVENT_COLOURS[theme];
  const [brand = name, ...rest] = name.split(" ");
  return svgDocument(
    320,
    120,
    `Logotipo ${name}`,
    [
      `<rect width="320" height="120" rx="14" fill="#fff"/>`,
      `<g transform="translate(10 10)">${eventSymbol(theme, accent)}</g>`,
      `<text x="122" y="54" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#1a1a1a" letter-spacing="1">${escapeXml(brand.toUpperCase())}</text>`,
      `<text x="122" y="86" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${accent}">${escapeXml(rest.join(" ").toUpperCase())}</text>`,
    ].join(""),
  );
}

/** An event's picture: its symbol large over a landscape of its colours, with cars of the brand. */
export function drawEventImage(theme: EventTheme, name: string, looks: [CarLook, CarLook]): string {
  const { ground, sky, accent } = EVENT_COLOURS[theme];
  const { width, height } = SCENE_SIZES.road;
  return svgDocument(
    width,
    height,
    `Ilustração do ${name}`,
    [
      `<rect width="${width}" height="${height}" fill="${sky}"/>`,
      `<path d="M0 ${height * 0.6}Q${width / 2} ${height * 0.5} ${width} ${height * 0.62}V${height}H0Z" fill="${ground}"/>`,
      `<g transform="translate(${width - 300} 60) scale(2.2)" opacity=".9">${eventSymbol(theme, accent)}</g>`,
      placedCar(looks[0], width * 0.3, height * 0.82, width * 0.42),
      placedCar(looks[1], width * 0.7, height * 0.94, width * 0.46),
    ].join(""),
  );
}
