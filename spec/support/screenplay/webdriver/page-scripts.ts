import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/**
 * The scripts the WebDriver engine sends into the page. WebDriver classic runs a script only once the
 * page is there, in the page's own world, and has no way to add one before the page's own: so the
 * finder (in-page/finder.ts, with dom-accessibility-api) is bundled here once per process (esbuild,
 * which tsx already brings) and put in a document the first time the engine reads it.
 */

let finder: string | undefined;

/** The finder's bundle: a script that defines `window.__specFinder`. */
export function finderSource(): string {
  finder ??= buildSync({
    entryPoints: [fileURLToPath(new URL("./in-page/install.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    // WebKitGTK 2.50 is Safari 26's engine; an older target keeps the bundle plain.
    target: "safari16",
    minify: true,
    write: false,
  }).outputFiles[0]?.text;
  if (!finder) throw new Error("esbuild made no bundle of the page's finder.");
  return finder;
}
