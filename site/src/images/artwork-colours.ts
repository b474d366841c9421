import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/**
 * The dominant colour of each of the project's drawings, by image id: the
 * placeholder an image shows until it arrives. Read from the drawings when the
 * site builds (a small raster of each is enough), so a redrawn image brings
 * its own colour.
 */
export async function artworkColours(artworkDir: string): Promise<Record<string, string>> {
  const files = (await readdir(artworkDir)).filter((file) => file.endsWith(".svg"));
  const entries = await Promise.all(
    files.map(async (file) => {
      const { dominant } = await sharp(await readFile(path.join(artworkDir, file)), { density: 18 })
        .resize(48, 48, { fit: "inside" })
        .stats();
      return [path.basename(file, ".svg"), `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
