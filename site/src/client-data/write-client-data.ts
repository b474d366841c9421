import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { MUNICIPALITIES_PATH } from "../../../contracts/municipality";
import { SITE_SEARCH_PATH } from "../../../contracts/site-search";
import { PICKUP_MENU, SUV_MENU } from "../catalogue/model-menu";
import { MODELS } from "../catalogue/models";
import { STATIC_ROUTES } from "../routes/route-table";
import { municipalityFile } from "./municipality-file";
import { siteSearchIndex } from "./site-search-file";

/**
 * The JSON files the browser fetches on demand (the city selection's
 * municipalities, the search's index), written into the site's public folder
 * at build time so no page carries them in its first load.
 */
export function clientDataFiles(): Record<string, unknown> {
  return {
    [MUNICIPALITIES_PATH]: municipalityFile(),
    [SITE_SEARCH_PATH]: siteSearchIndex({
      models: MODELS,
      menuEntries: [...SUV_MENU, ...PICKUP_MENU],
      routes: STATIC_ROUTES,
    }),
  };
}

export async function writeClientData(publicDir: string): Promise<void> {
  for (const [address, content] of Object.entries(clientDataFiles())) {
    const file = path.join(publicDir, ...address.split("/").filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(content));
  }
}
