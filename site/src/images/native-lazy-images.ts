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

/**
 * gatsby-plugin-image writes the same script after every image: a module that
 * looks up every image of the page, moves `data-src` into place (nothing left
 * to move, above) and shows those already loaded. Inline module scripts all run
 * once the document is parsed, in order, so on a page with twelve images it ran
 * twelve times over all of them: twelve modules compiled and run in the page's
 * busiest moment, and 7 KB of HTML on the home page. The last copy does the same
 * work once; the others go.
 */
const IMAGE_SCRIPT =
  /<script type="module">((?:(?!<\/script>)[\s\S])*?img\[data-main-image\](?:(?!<\/script>)[\s\S])*)<\/script>/g;

export function withOneImageScript(html: string): string {
  const copies = [...html.matchAll(IMAGE_SCRIPT)];
  const last = copies.at(-1);
  if (!last) return html;
  let kept = "";
  let from = 0;
  for (const copy of copies.slice(0, -1)) {
    if (copy[1] !== last[1]) continue;
    kept += html.slice(from, copy.index);
    from = copy.index + copy[0].length;
  }
  return kept + html.slice(from);
}

/** Applies both to every page of a build. */
export async function nativeLazySourcesIn(publicDir: string): Promise<void> {
  for (const entry of await readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const fixed = withOneImageScript(withNativeLazySources(html));
    if (fixed !== html) await writeFile(file, fixed);
  }
}
