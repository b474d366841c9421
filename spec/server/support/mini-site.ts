import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { ARTWORK_DIR } from "../../../scripts/generate-artwork";

/**
 * A built site in miniature, laid out as Gatsby and our build lay it out:
 * pages as folders, the 404 page twice, a hashed script with its precompressed
 * copies and its source map, a page template's hashed stylesheet (Gatsby names it
 * with a dot before the hash), the headers file with each page's policy, the
 * build's stamp, two drawings of the artwork, a photo, and a secret beside the folder. Two pages have
 * policies of their own (the home page and the 404 page PAGE_POLICY, /ofertas OFFERS_POLICY), as each
 * built page's inline scripts get hashes of their own.
 */
export interface MiniSite {
  root: string;
  publicDir: string;
  /** The hashed script's address. */
  script: string;
  /** The text of the script, uncompressed. */
  scriptText: string;
  /** The hashed stylesheet's address. */
  stylesheet: string;
}

export const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-dGVzdGU='; frame-ancestors 'none'";
export const OFFERS_POLICY = "default-src 'self'; script-src 'self' 'sha256-b2ZlcnRhcw=='; frame-ancestors 'none'";
export const ARTWORK = ["pajero-sport-estudio", "sem-imagem"];

export async function makeMiniSite(): Promise<MiniSite> {
  const root = mkdtempSync(path.join(tmpdir(), "mini-site-"));
  const publicDir = path.join(root, "public");
  mkdirSync(path.join(publicDir, "ofertas"), { recursive: true });
  mkdirSync(path.join(publicDir, "404"), { recursive: true });
  mkdirSync(path.join(publicDir, "artwork"), { recursive: true });
  const page = (title: string) => `<!doctype html><html lang="pt-BR"><title>${title}</title><p>${title}</p></html>`;
  writeFileSync(path.join(publicDir, "index.html"), page("Início"));
  writeFileSync(path.join(publicDir, "ofertas", "index.html"), page("Ofertas"));
  writeFileSync(path.join(publicDir, "404.html"), page("Página não encontrada"));
  writeFileSync(path.join(publicDir, "404", "index.html"), page("Página não encontrada"));
  writeFileSync(path.join(publicDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  const scriptText = `console.log(${JSON.stringify("olá ".repeat(400))});\n`;
  const script = "/app-0123456789abcdef0123.js";
  writeFileSync(path.join(publicDir, script), scriptText);
  writeFileSync(path.join(publicDir, `${script}.br`), brotliCompressSync(scriptText));
  writeFileSync(path.join(publicDir, `${script}.gz`), gzipSync(scriptText));
  writeFileSync(path.join(publicDir, `${script}.map`), '{"version":3,"sources":["src/segredo.ts"]}');
  const stylesheet = "/component---src-templates-home-tsx.0123456789abcdef0123.css";
  writeFileSync(path.join(publicDir, stylesheet), ".a{color:red}");
  writeFileSync(
    path.join(publicDir, "_headers"),
    [
      ["/", PAGE_POLICY],
      ["/ofertas", OFFERS_POLICY],
      ["/404.html", PAGE_POLICY],
    ]
      .map(([address, policy]) => `${address}\n  Content-Security-Policy: ${policy}\n`)
      .join("\n"),
  );
  writeFileSync(path.join(publicDir, ".build-stamp"), "segredo-do-build");
  for (const id of ARTWORK) {
    copyFileSync(path.join(ARTWORK_DIR, `${id}.svg`), path.join(publicDir, "artwork", `${id}.svg`));
  }
  writeFileSync(path.join(root, "segredo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><title>segredo</title></svg>");
  await sharp({ create: { width: 100, height: 50, channels: 3, background: "#e60012" } })
    .png()
    .toFile(path.join(publicDir, "foto.png"));
  return { root, publicDir, script, scriptText, stylesheet };
}

/** A large photo of noise (slow to transform, as an attacker would pick), written into the site. */
export async function addLargePhoto(
  publicDir: string,
  name = "grande.png",
  width = 2400,
  height = 1600,
): Promise<void> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toFile(path.join(publicDir, name));
}
