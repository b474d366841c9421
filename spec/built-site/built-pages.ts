import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "../../tooling/paths";

/** A built page: its address and its HTML. */
export interface BuiltPage {
  page: string;
  html: string;
}

/** Every built page (Gatsby's own fragments under _gatsby/ are not pages). */
export function builtPages(dir = PUBLIC_DIR): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "_gatsby") pages.push(...builtPages(full));
    } else if (entry.name.endsWith(".html")) {
      const relative = path.relative(PUBLIC_DIR, full).split(path.sep).join("/");
      pages.push({ page: `/${relative.replace(/(^|\/)index\.html$/, "")}`, html: readFileSync(full, "utf8") });
    }
  }
  return pages;
}

/** The page's template chunk, as Gatsby records it in the page's data. */
export function templateChunk(page: string): string {
  const dataPath = page === "/" ? "index" : page.slice(1);
  const pageData = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "page-data", dataPath, "page-data.json"), "utf8"));
  return pageData.componentChunkName;
}
