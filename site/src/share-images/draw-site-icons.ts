import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SiteIcon } from "../page-data/site-icons";

/**
 * Draws the site's PNG icons from the brand mark: the mark alone on white for
 * favicons and the iOS icon, inside the safe circle for a maskable icon (the
 * launcher may crop it to any shape), each at its size.
 */
export async function drawSiteIcons(
  icons: readonly SiteIcon[],
  { markFile, publicDir }: { markFile: string; publicDir: string },
) {
  const mark = await readFile(markFile);
  await Promise.all(
    icons.map(async ({ path: address, size, purpose }) => {
      // The maskable safe zone is the inner 80% circle: the mark fills about half the icon.
      const inner = Math.round(size * (purpose === "maskable" ? 0.5 : size <= 32 ? 0.94 : 0.72));
      const drawn = await sharp(mark, { density: Math.max(72, Math.ceil((inner / 40) * 72)) })
        .resize(inner, inner, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer();
      const file = path.join(publicDir, address);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(
        file,
        // Favicons sit on the tab's own colour; a home-screen icon needs a background.
        await sharp({
          create: { width: size, height: size, channels: 4, background: size <= 32 ? "#ffffff00" : "#ffffff" },
        })
          .composite([{ input: drawn, gravity: "centre" }])
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
    }),
  );
}
