import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * gatsby-plugin-image writes a lazy image's addresses into `data-src` and
 * `data-srcset` and lets a script of the page move them into place: the
 * markup then has an <img> without a source, which the HTML standard does not
 * allow (the Nu HTML Checker says so). Browsers load lazy images by
 * themselves (`loading="lazy"`), so the built pages carry the addresses where
 * they belong; the plugin's script finds nothing left to move.
 */
export function withNativeLazySources(html: string): string {
  return html.replace(/<(img|source)\b[^>]*>/g, (tag) =>
    tag.includes("data-src") ? tag.replace(/\sdata-src=/, " src=").replace(/\sdata-srcset=/, " srcset=") : tag,
  );
}

/** Applies it to every page of a build. */
export async function nativeLazySourcesIn(publicDir: string): Promise<void> {
  for (const entry of await readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const fixed = withNativeLazySources(html);
    if (fixed !== html) await writeFile(file, fixed);
  }
}
