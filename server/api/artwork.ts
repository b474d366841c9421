import { stat } from "node:fs/promises";
import path from "node:path";
import { ASSET_ID_PATTERN } from "../../contracts/image";
import { fileInside } from "../http/inside-folder";

/**
 * The project's artwork as the multimedia service knows it: one `{id}.svg` per
 * image id, in the built site's artwork folder. An id is a plain word with
 * hyphens, so no request can name a file outside that folder.
 */

export const IMAGE_ROUTE = /^\/api\/images\/v1\.0\/(?<id>.*)$/;

/** The file of an image id, or undefined when the id is malformed or the project has no such drawing. */
export async function artworkFile(artworkDir: string, id: string): Promise<string | undefined> {
  if (!ASSET_ID_PATTERN.test(id)) return undefined;
  const file = fileInside(path.resolve(artworkDir), `${id}.svg`);
  if (!file) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** SVG answers may not run or fetch anything, even when opened on their own. */
export const SVG_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "image/svg+xml",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};
