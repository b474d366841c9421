import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { shareCardSvg } from "./share-card";

/** A picture to draw: where it goes, the page's title and the drawing behind it. */
export interface ShareImageJob {
  /** The file to write (a PNG under the build's public folder). */
  file: string;
  title: string;
  artworkId: string;
}

interface DrawOptions {
  artworkDir: string;
  /** Where drawn pictures are kept by content, so a build redraws only what changed. */
  cacheDir: string;
  brandName: string;
  brandMarkId: string;
}

/** Drawings are read once per build. */
async function readArtwork(artworkDir: string, id: string) {
  const svg = await readFile(path.join(artworkDir, `${id}.svg`), "utf8");
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error(`The drawing ${id}.svg does not state its width and height.`);
  return { svg, width, height };
}

/** Runs the jobs a few at a time: sharp draws on every core already. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let index = 0; index < items.length; index += size)
    await Promise.all(items.slice(index, index + size).map(work));
}

/**
 * Draws every page's share picture as a 1200×630 PNG (a palette PNG: the
 * drawings are flat colours, so it stays small). A picture whose SVG was drawn
 * before is copied from the cache instead.
 */
export async function drawShareImages(jobs: readonly ShareImageJob[], options: DrawOptions): Promise<void> {
  await mkdir(options.cacheDir, { recursive: true });
  const artwork = new Map<string, ReturnType<typeof readArtwork>>();
  const drawing = (id: string) => {
    if (!artwork.has(id)) artwork.set(id, readArtwork(options.artworkDir, id));
    return artwork.get(id) as ReturnType<typeof readArtwork>;
  };
  const brandMark = (await drawing(options.brandMarkId)).svg;
  await inBatches(jobs, 4, async (job) => {
    const svg = shareCardSvg({
      title: job.title,
      artwork: await drawing(job.artworkId),
      brandMark,
      brandName: options.brandName,
    });
    const cached = path.join(options.cacheDir, `${createHash("sha256").update(svg).digest("hex").slice(0, 32)}.png`);
    await mkdir(path.dirname(job.file), { recursive: true });
    if (!existsSync(cached)) {
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
      await writeFile(cached, png);
    }
    await copyFile(cached, job.file);
  });
}
